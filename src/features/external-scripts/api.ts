/** The external scripts fetchers: one per endpoint; what they send and parse is src/contract/external-scripts.ts (documented there). */
import { http } from '../../lib/http.ts';
import { type ChatConfig, chatConfigPath, ChatConfigSchema } from '../../contract/external-scripts.ts';

export function getChatConfig(dealerId: string, signal?: AbortSignal): Promise<ChatConfig> {
  return http.get(chatConfigPath(dealerId), ChatConfigSchema, signal ? { signal } : {});
}
