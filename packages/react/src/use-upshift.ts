/** `useUpshift()`: the widget's typed commands, for buttons and effects anywhere in the tree. */
import { useEffect, useRef } from 'react';
import {
  close,
  command,
  navigate,
  on,
  open,
  openVehicle,
  setVehicle,
  type PublicEventHandler,
  type PublicEventName,
} from '@upshift/embed';

export type UpshiftCommands = {
  /** Opens the overlay, at an app route when given (e.g. '/listings'). */
  open: typeof open;
  /** Opens the overlay on a vehicle's landing page (its banner, payments and ways in). */
  openVehicle: typeof openVehicle;
  close: typeof close;
  navigate: typeof navigate;
  setVehicle: typeof setVehicle;
  /** Any command by name, typed by the bridge protocol. */
  command: typeof command;
};

// Module functions: one stable object, so it never retriggers an effect that lists it.
const COMMANDS: UpshiftCommands = { open, openVehicle, close, navigate, setVehicle, command };

export function useUpshift(): UpshiftCommands {
  return COMMANDS;
}

/** Subscribes to one public event while the calling component is mounted. */
export function useUpshiftEvent<E extends PublicEventName>(event: E, handler: PublicEventHandler<E>): void {
  const latest = useRef(handler);
  latest.current = handler;
  useEffect(() => on(event, ((payload) => latest.current(payload)) as PublicEventHandler<E>), [event]);
}
