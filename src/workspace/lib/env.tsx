/** What the workspace's pages take from where they run: navigation, the live stream and the session. */
import { createContext, useContext } from 'react';
import type { Navigate, Session } from './session.ts';

/** The part of an EventSource the inbox uses (tests hand in a fake one). */
export type LeadStream = {
  readonly readyState: number;
  addEventListener(type: string, listener: (event: MessageEvent<string>) => void): void;
  close(): void;
};

export type { Navigate };

export type WorkspaceEnv = {
  navigate: Navigate;
  /** The path and query shown now ('/dealer/leads/L1?status=NEW'). */
  currentPath: () => string;
  openStream: (url: string) => LeadStream;
  session: Session;
};

export const WorkspaceEnvContext = createContext<WorkspaceEnv | null>(null);

export function useWorkspaceEnv(): WorkspaceEnv {
  const env = useContext(WorkspaceEnvContext);
  if (!env) throw new Error('useWorkspaceEnv outside the workspace app');
  return env;
}
