import { textParam } from '@/lib/render/params';
import type { WidgetProps } from '../../types';
import { BotCheck } from './BotCheck.client';

/** `cheqRTI`: the bot check (docs/behaviour.md#personalization-consent-and-flags). Renders nothing visible; `redirectAddress` is where flagged visitors go. */
export function BotCheckWidget({ component }: WidgetProps) {
  return <BotCheck redirectAddress={textParam(component, 'redirectAddress')} />;
}
