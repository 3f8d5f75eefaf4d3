/** A one-field form that looks something up on submit (a car id, a booking reference). */
import { type FormEvent, useId, useState } from "react";
import { Button } from "@/components/ui/button";
import { Field, Input } from "@/components/ui/field";

export function LookupForm({ label, onFind }: { label: string; onFind(value: string): void }) {
  const id = useId();
  const [text, setText] = useState("");
  const submit = (e: FormEvent) => {
    e.preventDefault();
    onFind(text.trim());
  };
  return (
    <form onSubmit={submit} className="flex flex-wrap items-end gap-2">
      <Field label={label} htmlFor={id} className="min-w-0 flex-1">
        <Input id={id} value={text} onChange={(e) => setText(e.target.value)} />
      </Field>
      <Button type="submit">Find</Button>
    </form>
  );
}
