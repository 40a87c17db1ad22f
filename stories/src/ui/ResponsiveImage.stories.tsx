// Stories for ResponsiveImage: a hero above the fold and a lazy gallery picture, both with a srcset.
import { ResponsiveImage } from '@caravan/ui';
import type { Meta, StoryObj } from '@storybook/react-vite';

/** An inline SVG picture, so the story needs no server: a mountain at dusk in the given width. */
const picture = (w: number) =>
  `data:image/svg+xml,${encodeURIComponent(
    `<svg xmlns="http://www.w3.org/2000/svg" width="${w}" height="${Math.round((w * 2) / 3)}" viewBox="0 0 3 2"><rect width="3" height="2" fill="#27294f"/><path d="M0 2 L1.2 0.7 L1.6 1.1 L2.1 0.5 L3 2 Z" fill="#3f6b3a"/></svg>`,
  )}`;

const meta = {
  title: 'UI/ResponsiveImage',
  component: ResponsiveImage,
  args: {
    src: picture(960),
    srcSet: `${picture(480)} 480w, ${picture(960)} 960w, ${picture(1600)} 1600w`,
    sizes: '(min-width: 60rem) 40rem, 100vw',
    alt: 'Granite towers above a lake at dusk',
    width: 960,
    height: 640,
    style: { width: '40rem' },
  },
} satisfies Meta<typeof ResponsiveImage>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Hero: Story = { args: { priority: true } };
export const LazyBelowTheFold: Story = {};
