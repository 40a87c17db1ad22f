// Storybook preview: loads the Caravan theme so every story renders with the product's tokens.
import '@caravan/ui/theme.css';
import type { Preview } from '@storybook/react-vite';

const preview: Preview = {
  parameters: {
    layout: 'padded',
    controls: { expanded: true },
    backgrounds: {
      options: { canvas: { name: 'Canvas', value: '#fbf7f2' }, surface: { name: 'Surface', value: '#ffffff' } },
    },
  },
  initialGlobals: { backgrounds: { value: 'canvas' } },
};

export default preview;
