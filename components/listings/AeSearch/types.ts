import type { ImageAsset } from '@/lib/render/params';
import type { ResolvedLink } from '@/lib/routing/links';
import type { StateOption } from '@/lib/widgets/ae-search';

/** An account executive as the finder shows it: plain data, links already resolved on the server. */
export interface ExecutiveCard {
  id: string;
  stateSelector: string[];
  name: string;
  description?: string;
  photo?: ImageAsset;
  button?: { title: string; link: ResolvedLink };
}

export interface FinderLabels {
  state: string;
  placeholder: string;
  go: string;
  helperText?: string;
  stateRequired: string;
  zipInvalid: string;
  noOptions: string;
  loading: string;
  processing: string;
  resultsHeading: string;
  resultsCount: string;
  noResults: string;
}

export interface FinderProps {
  states: StateOption[];
  executives: ExecutiveCard[];
  labels: FinderLabels;
}
