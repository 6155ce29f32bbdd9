export { VideoQuotesWidget } from './VideoQuotesWidget';
export { VideoQuotes, type VideoQuotesProps } from './VideoQuotes';
