import { ArrowDown, ArrowUp, Plus, Trash2 } from 'lucide-react';
import type { FaqBlock } from '#src/lib/validation/site-blocks';
import type { Area } from '#src/islands/portal/area';
import { Button } from '#src/islands/ui/button';
import { Panel } from '#src/islands/ui/card';
import { describedBy, Field, Input, Textarea } from '#src/islands/ui/field';
import { BlockEditor } from './block-editor';

type Item = FaqBlock['items'][number];

/** The FAQ page's questions: edit as a draft, preview in the site's layout, publish, restore a published version. */
export default function FaqEditor({ area }: { area: Area }) {
  return (
    <BlockEditor<FaqBlock>
      area={area}
      blockKey="faq"
      title="FAQ"
      noun="FAQ"
      previewHref="/employee/site-content/preview/faq"
      formErrorKey="items"
    >
      {({ values, setValues, errors }) => {
        const items = values.items;
        const setItems = (next: Item[]) => setValues({ ...values, items: next });
        const change = (i: number, patch: Partial<Item>) => setItems(items.map((item, j) => (j === i ? { ...item, ...patch } : item)));
        const move = (i: number, by: number) => {
          const next = [...items];
          const [item] = next.splice(i, 1);
          next.splice(i + by, 0, item!);
          setItems(next);
        };
        return (
          <Panel title="Questions and answers" bodyClassName="grid gap-6">
            {items.map((item, i) => (
              <fieldset key={i} className="grid gap-3 rounded-lg border border-ink/10 p-4">
                <legend className="px-1 text-xs font-medium text-ink/65">Question {i + 1}</legend>
                <Field id={`faq-${i}-question`} label="Question" required error={errors[`items.${i}.question`]}>
                  <Input
                    id={`faq-${i}-question`}
                    value={item.question}
                    onChange={(e) => change(i, { question: e.target.value })}
                    aria-invalid={errors[`items.${i}.question`] ? true : undefined}
                    aria-describedby={describedBy(`faq-${i}-question`, errors[`items.${i}.question`])}
                  />
                </Field>
                <Field id={`faq-${i}-answer`} label="Answer (Markdown)" required error={errors[`items.${i}.answer`]}>
                  <Textarea
                    id={`faq-${i}-answer`}
                    rows={4}
                    value={item.answer}
                    onChange={(e) => change(i, { answer: e.target.value })}
                    aria-invalid={errors[`items.${i}.answer`] ? true : undefined}
                    aria-describedby={describedBy(`faq-${i}-answer`, errors[`items.${i}.answer`])}
                  />
                </Field>
                <div className="flex gap-2">
                  <Button type="button" size="sm" variant="ghost" disabled={i === 0} onClick={() => move(i, -1)}>
                    <ArrowUp className="size-4" aria-hidden="true" /> Up<span className="sr-only"> question {i + 1}</span>
                  </Button>
                  <Button type="button" size="sm" variant="ghost" disabled={i === items.length - 1} onClick={() => move(i, 1)}>
                    <ArrowDown className="size-4" aria-hidden="true" /> Down<span className="sr-only"> question {i + 1}</span>
                  </Button>
                  <Button type="button" size="sm" variant="ghost" onClick={() => setItems(items.filter((_, j) => j !== i))}>
                    <Trash2 className="size-4" aria-hidden="true" /> Remove<span className="sr-only"> question {i + 1}</span>
                  </Button>
                </div>
              </fieldset>
            ))}
            <Button type="button" variant="secondary" onClick={() => setItems([...items, { question: '', answer: '' }])}>
              <Plus className="size-4" aria-hidden="true" /> Add a Question
            </Button>
          </Panel>
        );
      }}
    </BlockEditor>
  );
}
