// Storybook config: stories under src/, React via Vite, workspace packages aliased to their source like the portal.
import { fileURLToPath } from 'node:url';
import type { StorybookConfig } from '@storybook/react-vite';

const fromHere = (path: string) => fileURLToPath(new URL(path, import.meta.url));

/** The same aliases as apps/portal/vite.config.ts (Storybook must not import from an app). */
const aliases = [
  { find: '@caravan/ui/theme.css', replacement: fromHere('../../packages/ui/src/theme.css') },
  { find: '@caravan/ui', replacement: fromHere('../../packages/ui/src/index.ts') },
  { find: '@caravan/domain', replacement: fromHere('../../packages/domain/src/index.ts') },
  { find: '@caravan/machines', replacement: fromHere('../../packages/machines/src/index.ts') },
];

const config: StorybookConfig = {
  stories: ['../src/**/*.stories.@(ts|tsx)'],
  framework: { name: '@storybook/react-vite', options: {} },
  core: { disableTelemetry: true },
  async viteFinal(viteConfig) {
    const { mergeConfig } = await import('vite');
    return mergeConfig(viteConfig, { resolve: { alias: aliases } });
  },
};

export default config;
