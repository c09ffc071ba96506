/** @upshift/react: the Upshift widget as a React component and hooks, on top of @upshift/embed. */
export { UpshiftWidget, type UpshiftWidgetProps } from './upshift-widget.tsx';
export { useUpshift, useUpshiftEvent, type UpshiftCommands } from './use-upshift.ts';
export type {
  ErrorCode,
  LeadKind,
  PageViewPayload,
  PublicEventName,
  PublicEventPayloads,
  TrackedActionPayload,
} from '@upshift/embed';
