// An alternative's description: 3 lines, then 'View more' / 'View less' when it is longer (ALT-009).
import { alternativeDescriptionDisplay } from '@caravan/domain';
import { Button } from '@caravan/ui';
import { useLayoutEffect, useRef, useState } from 'react';

export function AlternativeDescription({ text }: { text: string }) {
  const [expanded, setExpanded] = useState(false);
  const [overflows, setOverflows] = useState(false);
  const ref = useRef<HTMLParagraphElement>(null);
  const display = alternativeDescriptionDisplay(expanded);
  // Measured while collapsed (again when the text changes): the toggle shows only when the text is cut.
  useLayoutEffect(() => {
    const el = ref.current;
    if (el && el.textContent !== text) return;
    if (el && !expanded) setOverflows(el.scrollHeight > el.clientHeight + 1);
  }, [expanded, text]);
  if (!text) return null;
  return (
    <div className="op-AltDescription">
      <p
        ref={ref}
        className="op-AltDescription-text"
        data-clamped={display.maxLines ? 'true' : 'false'}
        style={display.maxLines ? { WebkitLineClamp: display.maxLines } : undefined}
      >
        {text}
      </p>
      {overflows || expanded ? (
        <Button variant="quiet" size="sm" onPress={() => setExpanded(!expanded)} aria-expanded={expanded}>
          {display.toggleLabel}
        </Button>
      ) : null}
    </div>
  );
}
