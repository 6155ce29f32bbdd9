import type { WidgetProps } from '../../types';
import { slotNodes } from '../../rendering/Composition/slots';
import { enumParam, textParam } from '@/lib/render/params';
import { BACKGROUNDS } from '../../shared/Section';
import { COLUMN_ORIENTATIONS, DoubleContentBlockSection, type ColumnOrientation } from './DoubleContentBlockSection';

const ORIENTATIONS = Object.keys(COLUMN_ORIENTATIONS) as ColumnOrientation[];

/** CMS layer: columnOrientation, backgroundColor, anchor; slots `firstColumn` and `secondColumn`. */
export function DoubleContentBlockSectionWidget({ component, renderSlot, nested }: WidgetProps) {
  return (
    <DoubleContentBlockSection
      orientation={enumParam(component, 'columnOrientation', ORIENTATIONS, 'half')}
      first={slotNodes(renderSlot('firstColumn'))}
      second={slotNodes(renderSlot('secondColumn'))}
      background={enumParam(component, 'backgroundColor', BACKGROUNDS, 'transparent')}
      anchor={textParam(component, 'anchor')}
      nested={nested}
    />
  );
}
