// The shared e-mail layout and its blocks as React components: one look for every Caravan message's HTML part.
import { Fragment, type ReactNode } from 'react';
import type { Block, Line } from './content.js';

/** DECIDE: the styles sit in one <style> element, which every current mail client applies, so the markup stays plain. */
const STYLES = `
body { margin: 0; padding: 0; background: #f5f7fa; color: #1f2933; font-family: system-ui, -apple-system, 'Segoe UI', sans-serif; font-size: 16px; line-height: 1.5; }
.wrap { max-width: 600px; margin: 0 auto; padding: 24px; background: #ffffff; }
.brand { margin: 0 0 16px; font-size: 14px; font-weight: 600; letter-spacing: 0.04em; color: #0b6e4f; }
h1 { font-size: 22px; margin: 0 0 4px; }
.sub { margin-top: 0; color: #52606d; }
a { color: #0b6e4f; }
table.facts { border-collapse: collapse; margin: 0 0 16px; }
table.facts th { text-align: left; font-weight: 400; color: #52606d; padding: 2px 16px 2px 0; }
table.facts td { font-weight: 600; padding: 2px 0; }
a.action { display: inline-block; padding: 12px 20px; background: #0b6e4f; color: #ffffff; border-radius: 6px; text-decoration: none; }
`;

function LineView({ line }: { line: Line }) {
  return line.map((s, i) =>
    typeof s === 'string' ? (
      // biome-ignore lint/suspicious/noArrayIndexKey: a line's segments never move
      <Fragment key={i}>{s}</Fragment>
    ) : (
      // biome-ignore lint/suspicious/noArrayIndexKey: a line's segments never move
      <a key={i} href={s.href}>
        {s.href}
      </a>
    ),
  );
}

/** One block: a paragraph (lines apart by <br>), a facts table, or the action button. */
export function BlockView({ block }: { block: Block }) {
  switch (block.kind) {
    case 'paragraph':
      return (
        <p>
          {block.lines.map((l, i) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: a paragraph's lines never move
            <Fragment key={i}>
              {i > 0 ? <br /> : null}
              <LineView line={l} />
            </Fragment>
          ))}
        </p>
      );
    case 'facts':
      return (
        <table className="facts" role="presentation">
          <tbody>
            {block.rows.map(([label, value]) => (
              <tr key={label}>
                <th scope="row">{label}</th>
                <td>{value}</td>
              </tr>
            ))}
          </tbody>
        </table>
      );
    case 'action':
      return (
        <p>
          <a className="action" href={block.href}>
            {block.label}
          </a>
        </p>
      );
  }
}

/** The page every message sits in: its subject as the title, the Caravan name, an optional heading, the blocks. */
export function EmailLayout(props: {
  subject: string;
  heading?: string | undefined;
  subheading?: string | undefined;
  children: ReactNode;
}) {
  return (
    <html lang="en">
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <title>{props.subject}</title>
        {/* biome-ignore lint/security/noDangerouslySetInnerHtml: our own constant style sheet, no user text */}
        <style dangerouslySetInnerHTML={{ __html: STYLES }} />
      </head>
      <body>
        <div className="wrap">
          <p className="brand">Caravan</p>
          {props.heading ? <h1>{props.heading}</h1> : null}
          {props.subheading ? <p className="sub">{props.subheading}</p> : null}
          {props.children}
        </div>
      </body>
    </html>
  );
}
