// Styles of the machine explorer, from the Caravan theme tokens (scoped by the `mx-` prefix).
export const explorerCss = `
.mx { font-family: var(--cv-font-sans); color: var(--cv-color-text); display: grid; gap: var(--cv-space-4, 1rem); }
.mx-h2 { font-family: var(--cv-font-display); font-size: var(--cv-text-2xl); margin: 0; }
.mx-h3 { font-size: var(--cv-text-md); font-weight: var(--cv-weight-semibold); margin: 0 0 var(--cv-space-2, .5rem); }
.mx-header p { margin: .25rem 0 0; }
.mx-muted { color: var(--cv-color-text-muted); }
.mx-body { display: flex; flex-wrap: wrap; gap: var(--cv-space-4, 1rem); align-items: flex-start; }
.mx-chart { flex: 1 1 520px; min-width: 0; background: var(--cv-color-surface); border: 1px solid var(--cv-color-border);
  border-radius: 12px; padding: var(--cv-space-3, .75rem); }
.mx-state-bar { display: flex; flex-wrap: wrap; align-items: center; gap: var(--cv-space-3, .75rem); margin-bottom: var(--cv-space-3, .75rem); }
.mx-state-bar .mx-h3 { margin: 0; }
.mx-current { font-family: var(--cv-font-mono); font-weight: var(--cv-weight-semibold); color: var(--cv-color-text-inverse);
  background: var(--cv-color-primary); border-radius: 6px; padding: .125rem .5rem; }
.mx-badge { font-size: var(--cv-text-xs); border: 1px solid var(--cv-color-border-strong); border-radius: 999px; padding: 0 .5rem; }
.mx-diagram { overflow-x: auto; }
.mx-fit { font-size: var(--cv-text-sm); display: inline-flex; gap: .25rem; align-items: center; margin-left: auto; }
.mx-side { flex: 0 1 380px; min-width: 280px; display: grid; gap: var(--cv-space-4, 1rem); }
.mx-side > section { background: var(--cv-color-surface); border: 1px solid var(--cv-color-border); border-radius: 12px;
  padding: var(--cv-space-3, .75rem); }
.mx-events { list-style: none; margin: 0; padding: 0; display: grid; gap: var(--cv-space-2, .5rem); }
.mx-event { display: grid; grid-template-columns: auto 1fr; gap: .125rem .5rem; align-items: center; }
.mx-payload { font-family: var(--cv-font-mono); font-size: var(--cv-text-xs); color: var(--cv-color-text-muted);
  overflow: hidden; text-overflow: ellipsis; white-space: nowrap; }
.mx-reason { grid-column: 1 / -1; font-size: var(--cv-text-xs); color: var(--cv-color-text-muted); }
.mx-event[data-allowed="false"] .mx-reason::before { content: "✕ "; color: var(--cv-color-danger); }
.mx-context { font-family: var(--cv-font-mono); font-size: var(--cv-text-xs); background: var(--cv-color-surface-sunken);
  border-radius: 8px; padding: var(--cv-space-2, .5rem); margin: 0; max-height: 360px; overflow: auto; white-space: pre-wrap;
  word-break: break-word; }
.mx-context pre { margin: 0; font: inherit; white-space: inherit; }
.mx-history { margin: 0; padding-left: 1.25rem; font-size: var(--cv-text-sm); display: grid; gap: .25rem; }
.mx-error { background: var(--cv-red-50); border: 1px solid var(--cv-color-danger); border-radius: 12px; padding: var(--cv-space-3, .75rem); }
`;
