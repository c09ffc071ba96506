/**
 * The visits feature's public surface: links into its pages, for the deal and
 * certificate pages. Only the route table comes with them: the pages themselves are one lazy chunk
 * of the route table (src/app/routes.tsx), and the shell imports nothing from here.
 */
export { contactDealerHref, driveAtHomeHref, testDriveHref } from './links.ts';
export { driveAtHomeState, type DriveAtHomeState } from './program.ts';
export { getDriveAtHomeProgram } from './api.ts';
