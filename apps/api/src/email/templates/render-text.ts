// The plain-text part of an e-mail from its blocks: paragraphs apart by a blank line, links as their addresses.
import type { Block, Segment } from './content.js';

const segmentText = (s: Segment) => (typeof s === 'string' ? s : s.href);

function blockText(block: Block): string {
  switch (block.kind) {
    case 'paragraph':
      return block.lines.map((l) => l.map(segmentText).join('')).join('\n');
    case 'facts':
      return block.rows.map(([label, value]) => `${label}: ${value}`).join('\n');
    case 'action':
      return `${block.label}: ${block.href}`;
  }
}

/** The text part: every block, a blank line between two. */
export const renderText = (blocks: readonly Block[]): string => blocks.map(blockText).join('\n\n');
