import MiniSearch, { type SearchResult } from 'minisearch';
import { SEARCH_PAGE_SIZE } from '../constants';
import type { SearchDocument } from './documents';
import { searchTerms } from './phrase';
import { highlightParts, snippetText, type TextPart } from './snippet';

/** Title over headings over description over body text. */
export const FIELD_BOOSTS = { title: 6, headings: 3, description: 2, body: 1 } as const;
/**
 * Words of this length on also match as a word's start. A one-letter prefix matches a large part of the vocabulary:
 * six of them took 30 times a normal search, and rank nothing a visitor wants first.
 */
export const PREFIX_MIN_LENGTH = 2;
/**
 * Shorter terms than this match as a word's start only for the first of them in a phrase: a two-letter start matches
 * hundreds of words, and six of them cost six normal searches. `um` still finds Umbrella; `co in pr fl gr ca` costs
 * one such term and five whole words.
 */
export const SHORT_PREFIX_LENGTH = 3;
/** One typo (insertion, deletion or substitution) from words of this length on. */
export const FUZZY_MIN_LENGTH = 4;

/**
 * A document whose title has the searched word (or a word starting with it) scores this many times more: an article
 * named for the word comes before a hub page such as Home that only mentions it in passing.
 */
export const TITLE_MATCH_BOOST = 2;

export interface SiteSearchIndex {
  engine: MiniSearch<SearchDocument>;
  documents: Map<string, SearchDocument>;
  /** Each document's title as lower-case words. */
  titleWords: Map<string, string[]>;
}

export interface SearchHit {
  path: string;
  kind: SearchDocument['kind'];
  title: TextPart[];
  snippet: TextPart[];
}

export interface SearchPage {
  total: number;
  page: number;
  totalPages: number;
  hits: SearchHit[];
}

export function buildSearchIndex(documents: readonly SearchDocument[]): SiteSearchIndex {
  const engine = new MiniSearch<SearchDocument>({ fields: Object.keys(FIELD_BOOSTS) });
  engine.addAll(documents);
  return {
    engine,
    documents: new Map(documents.map((document) => [document.id, document])),
    titleWords: new Map(
      documents.map((document) => [document.id, document.title.toLowerCase().split(/[^\p{L}\p{N}]+/u)]),
    ),
  };
}

function anyTerm(index: SiteSearchIndex, terms: readonly string[]): SearchResult[] {
  return index.engine.search(terms.join(' '), {
    boost: { ...FIELD_BOOSTS },
    prefix: (term, position, all) =>
      term.length >= SHORT_PREFIX_LENGTH ||
      (term.length >= PREFIX_MIN_LENGTH && all.findIndex((other) => other.length < SHORT_PREFIX_LENGTH) === position),
    fuzzy: (term) => (term.length >= FUZZY_MIN_LENGTH ? 1 : false),
    combineWith: 'OR',
    boostDocument: (id, term) =>
      index.titleWords.get(String(id))?.some((word) => word.startsWith(term)) ? TITLE_MATCH_BOOST : 1,
  });
}

function toHit(index: SiteSearchIndex, result: SearchResult): SearchHit {
  const document = index.documents.get(String(result.id))!;
  const { terms } = result;
  return {
    path: document.path,
    kind: document.kind,
    title: highlightParts(document.title, terms),
    snippet: highlightParts(snippetText([document.description, document.body, document.headings], terms), terms),
  };
}

/**
 * One page of results for a checked phrase: every word must match (a prefix or one typo away); when no document
 * has them all, any word will do. Pages past the last read as the last. Only the phrase's first MAX_TERMS distinct
 * terms are searched (searchTerms), so a longer phrase gives the results of its cut form.
 */
export function searchSite(index: SiteSearchIndex, phrase: string, page = 1): SearchPage {
  const terms = searchTerms(phrase);
  // One query for both: a document matching every term scores the same combined with AND or OR (MiniSearch adds
  // each term's score either way), so the AND results are the OR results that matched every term, in the same order.
  const any = anyTerm(index, terms);
  const all = any.filter((result) => result.queryTerms.length === terms.length);
  const results = all.length ? all : any;
  const totalPages = Math.max(1, Math.ceil(results.length / SEARCH_PAGE_SIZE));
  const current = Math.min(Math.max(1, page), totalPages);
  const start = (current - 1) * SEARCH_PAGE_SIZE;
  return {
    total: results.length,
    page: current,
    totalPages,
    hits: results.slice(start, start + SEARCH_PAGE_SIZE).map((result) => toHit(index, result)),
  };
}
