// Names people choose (a player's, a deck's) as the server keeps and shows them: one form of each
// text (NFC), nothing that draws nothing, reorders the text around it or controls a terminal, and a
// bounded length. What a name may look like beside another is the clients' part (docs/protocol.md).

/**
 * Format characters (Unicode category Cf) are invisible: bidirectional overrides, embeddings, isolates
 * and marks (U+202A-U+202E, U+2066-U+2069, U+200E, U+200F, U+061C), zero-width spaces and joiners,
 * the byte-order mark, soft hyphens, tags. Only the zero-width joiner and non-joiner (U+200C, U+200D)
 * are kept: emoji sequences and several scripts need them.
 */
const INVISIBLE = /(?![\u200c\u200d])\p{Cf}/gu;
/** Control characters (C0, DEL, C1): a NUL, an escape sequence for a terminal. */
const CONTROL = /\p{Cc}/gu;
/** A high surrogate without its low one, or a low one without its high one (UTF-16 code units). */
const LONE_SURROGATE = /[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/g;
/** Any run of spaces, tabs, line breaks (and the line and paragraph separators). */
const SPACES = /[\s\u2028\u2029]+/gu;

/**
 * A name as stored and shown: lone surrogates (invalid UTF-16, which JSON lets through) become
 * U+FFFD, the text is NFC, invisible format and control characters are removed, every run of white
 * space is one space, and the ends are trimmed. May be empty.
 */
export function cleanName(raw: string): string {
  return raw
    .replace(LONE_SURROGATE, '\ufffd')
    .normalize('NFC')
    .replace(SPACES, ' ')
    .replace(CONTROL, '')
    .replace(INVISIBLE, '')
    .replace(SPACES, ' ')
    .trim();
}

/** Length in code points (what a person counts as characters, near enough; a surrogate pair is one). */
export function nameLength(name: string): number {
  return [...name].length;
}
