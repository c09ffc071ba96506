/** The lender's documents panel, in a chunk of its own (with its copy): pages show it where documents are due. */
import { lazyPart } from '../../lib/ui/lazy-part.tsx';

export const DocumentsPanel = lazyPart(
  () => import('./documents-panel.tsx'),
  (m) => m.DocumentsPanel,
  { quiet: false },
);
