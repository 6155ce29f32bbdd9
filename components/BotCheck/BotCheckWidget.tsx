import { textParam } from '@/lib/params';
import type { WidgetProps } from '../types';
import { BotCheck } from './BotCheck.client';

/** `cheqRTI`: the bot check (SPEC §4). Renders nothing visible; `redirectAddress` is where flagged visitors go. */
export function BotCheckWidget({ component }: WidgetProps) {
  return <BotCheck redirectAddress={textParam(component, 'redirectAddress')} />;
}
