/**
 * External-script calls and contracts: the dealer chat config (seed 001 §3 "Chat config", seed 000 §7
 * `GET /dealer_chat_config/dealer/{dealerId}`), the sandbox vendor scripts' URLs and attributes, and
 * the dealer chat's sandboxed frame and its one message.
 * The sandbox server validates its rows and responses with these schemas.
 */

import { http } from '../../lib/http.ts';
import { type ChatConfig, chatConfigPath, ChatConfigSchema } from '../../contract/external-scripts.ts';

export function getChatConfig(dealerId: string, signal?: AbortSignal): Promise<ChatConfig> {
  return http.get(chatConfigPath(dealerId), ChatConfigSchema, signal ? { signal } : {});
}
