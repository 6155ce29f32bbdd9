import type { WidgetProps } from '../types';
import { enumParam, textParam } from '@/lib/params';
import { BACKGROUNDS } from '../shared/Section';
import { COLUMN_ORIENTATIONS, DoubleContentBlockSection, type ColumnOrientation } from './DoubleContentBlockSection';

const ORIENTATIONS = Object.keys(COLUMN_ORIENTATIONS) as ColumnOrientation[];

/**
 * CMS layer: columnOrientation, backgroundColor, anchor; slots `firstColumn` and `secondColumn`. When both are empty,
 * the single slot `content` fills them instead: its first block the first column, the rest the second.
 */
export function DoubleContentBlockSectionWidget({ component, slots, nested }: WidgetProps) {
  const useColumns = Boolean(slots.firstColumn?.length || slots.secondColumn?.length);
  const [head, ...rest] = slots.content ?? [];
  return (
    <DoubleContentBlockSection
      orientation={enumParam(component, 'columnOrientation', ORIENTATIONS, 'half')}
      first={useColumns ? slots.firstColumn : head}
      second={useColumns ? slots.secondColumn : rest}
      background={enumParam(component, 'backgroundColor', BACKGROUNDS, 'transparent')}
      anchor={textParam(component, 'anchor')}
      nested={nested}
    />
  );
}
