// What an e-mail says, written once as blocks; render.tsx turns the same blocks into its plain-text and HTML parts.
// Decision (issue 27): templates are React components rendered with react-dom/server's renderToStaticMarkup (React
// is already the portal's; no second templating language), over this block model so both parts come from one copy.

/** A link inside a line: the text part shows the address itself, the HTML part an anchor on it. */
export interface LinkSegment {
  href: string;
}

export type Segment = string | LinkSegment;
/** One line of a paragraph: text and links side by side. */
export type Line = readonly Segment[];

export type Block =
  /** Lines kept together (a line break between them; a blank line after the paragraph). */
  | { kind: 'paragraph'; lines: readonly Line[] }
  /** Label and value rows: "Label: value" lines in text, a table in HTML. */
  | { kind: 'facts'; rows: readonly (readonly [label: string, value: string])[] }
  /** The message's main link: "Label: address" in text, a button in HTML. */
  | { kind: 'action'; label: string; href: string };

export interface MailContent {
  subject: string;
  /** A title above the message in the HTML part only (the text part starts with the greeting). */
  heading?: string;
  /** A line under the heading, HTML part only. */
  subheading?: string;
  blocks: readonly Block[];
}

export const link = (href: string): LinkSegment => ({ href });

/** A line from a template literal: interpolated `link(...)` values stay links, everything else is text. */
export function line(strings: TemplateStringsArray, ...values: readonly (Segment | number)[]): Line {
  const segments: Segment[] = [];
  strings.forEach((s, i) => {
    if (s) segments.push(s);
    const v = values[i];
    if (v === undefined) return;
    segments.push(typeof v === 'number' ? String(v) : v);
  });
  return segments;
}

/** A paragraph of lines; a plain string is one line of text, and a string with line breaks keeps them. */
export const paragraph = (...lines: readonly (string | Line)[]): Block => ({
  kind: 'paragraph',
  lines: lines.flatMap((l) => (typeof l === 'string' ? l.split('\n').map((s) => [s]) : [l])),
});

export const facts = (...rows: readonly (readonly [string, string])[]): Block => ({ kind: 'facts', rows });

export const action = (label: string, href: string): Block => ({ kind: 'action', label, href });
