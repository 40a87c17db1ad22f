// One HTML document for the API's server-rendered pages (the terms frames, the trip and itinerary previews): the
// head, the print-first style and the page's own script tag, so each page writes only its main content. Values in
// `title` are escaped here; `main` is the page's already-escaped markup.
import { escapeHtml } from './public-trip.page.js';

/** Readable on screen and in a frame, no page break inside a day, banners and buttons left out of print. */
const STYLE = `body{font:16px/1.5 system-ui,sans-serif;color:#1f2328;background:#fff;max-width:48rem;margin:0 auto;padding:1rem 1.25rem}
h1{font-size:1.5rem;margin:0 0 .5rem}.meta{color:#444;margin-top:0}ol,ul{padding-left:1.25rem}
.day{break-inside:avoid;border-top:1px solid #ccc;padding:.5rem 0}
.svc{margin:.5rem 0}.svc-type{font-size:.8rem;text-transform:uppercase;letter-spacing:.05em;color:#555}
.banner{background:#fff4d6;border:1px solid #e0c36b;padding:.5rem 1rem}
.actions{display:flex;flex-wrap:wrap;gap:.75rem;margin-top:1rem}
button{font:inherit;padding:.6rem 1rem;border-radius:.5rem;border:1px solid #0b5c4a;cursor:pointer;background:#0b5c4a;color:#fff}
button.secondary{background:#fff;color:#0b5c4a}button:focus-visible{outline:3px solid #1d4ed8;outline-offset:2px}
@media print{.banner,.actions{display:none}}`;

export interface DocumentPage {
  /** The tab title, plain text. */
  title: string;
  /** The page's content inside <main>, markup with every stored value already escaped. */
  main: string;
  /** Attributes of <main> (data-* the page's script reads). */
  mainAttributes?: string;
  /** The page's script, served beside it: the CSP allows no inline script. */
  scriptPath?: string;
}

/** The whole document; not indexed by search engines (every such page is private or a preview). */
export function documentPage(p: DocumentPage): string {
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8" />
<meta name="viewport" content="width=device-width, initial-scale=1" />
<meta name="robots" content="noindex" />
<title>${escapeHtml(p.title)}</title>
<style>${STYLE}</style>
</head>
<body>
<main${p.mainAttributes ? ` ${p.mainAttributes}` : ''}>
${p.main}
</main>${p.scriptPath ? `\n<script src="${p.scriptPath}"></script>` : ''}
</body>
</html>`;
}
