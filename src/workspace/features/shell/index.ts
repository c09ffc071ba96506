/** The workspace's frame: the signed-in layout, the not-found page and the error boundary. */
export { MemberArea, seesAudit } from './member-layout.tsx';
export { NotFoundPage } from './not-found-page.tsx';
export { ErrorBoundary } from './error-boundary.tsx';
