export { NativeFormWidget } from './NativeFormWidget';
export { SubmissionReferenceWidget } from './SubmissionReferenceWidget';
export { QuoteLookupWidget } from './QuoteLookupWidget';
