// The side panel (PLT-071): a region named by its heading, never wider than 788px.
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { SidePanel } from './SidePanel.js';
import { SIDE_PANEL_MAX_WIDTH_PX } from './sizes.js';

describe('SidePanel', () => {
  it('[PLT-071] is at most 788px wide, a complementary region named by its title', () => {
    expect(SIDE_PANEL_MAX_WIDTH_PX).toBe(788);
    const html = renderToStaticMarkup(
      <SidePanel title="Inventory Detail" onClose={() => {}}>
        <p>Form</p>
      </SidePanel>,
    );
    expect(html).toMatch(/^<aside aria-labelledby="([^"]+)" class="cv-SidePanel" style="max-width:788px">/);
    const id = html.match(/aria-labelledby="([^"]+)"/)?.[1];
    expect(html).toContain(`<h2 id="${id}" class="cv-SidePanel-title">Inventory Detail</h2>`);
    expect(html).toContain('Close');
    expect(renderToStaticMarkup(<SidePanel title="Detail">x</SidePanel>)).not.toContain('Close');
  });
});
