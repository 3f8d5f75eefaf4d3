import {
  createContext,
  forwardRef,
  type InputHTMLAttributes,
  type ReactNode,
  type SelectHTMLAttributes,
  useContext,
} from "react";
import { cn } from "@/lib/cn";

export const inputClass =
  "h-10 w-full rounded-lg border border-slate-300 bg-white px-3 text-sm text-slate-900 placeholder:text-slate-400 focus:border-brand-600 focus:outline-none focus:ring-2 focus:ring-brand-200 disabled:bg-slate-100 disabled:text-slate-500";

/** What a Field tells the control whose id is its `htmlFor`: the id of the text below it. */
const FieldContext = createContext<{ htmlFor: string; describedBy?: string; invalid: boolean }>({
  htmlFor: "",
  invalid: false,
});

/**
 * The aria attributes an Input or Select with `id` gets from the Field around it: described by
 * the Field's hint or error, invalid while it shows an error. A control's own aria-describedby
 * or aria-invalid wins; a control that is not the Field's (`htmlFor` another id) gets nothing.
 */
function useFieldAria(props: {
  id?: string;
  "aria-describedby"?: string;
  "aria-invalid"?: InputHTMLAttributes<HTMLInputElement>["aria-invalid"];
}) {
  const field = useContext(FieldContext);
  if (!props.id || props.id !== field.htmlFor) return {};
  return {
    "aria-describedby": props["aria-describedby"] ?? field.describedBy,
    "aria-invalid": props["aria-invalid"] ?? (field.invalid || undefined),
  };
}

/**
 * A labelled form control with an optional hint or error below it. The Input or Select inside
 * whose id is `htmlFor` is described by that text (aria-describedby), so a screen reader reads
 * the rule or the error with the field, and is marked aria-invalid while an error shows.
 */
export function Field({
  label,
  htmlFor,
  error,
  hint,
  children,
  className,
}: {
  label: ReactNode;
  htmlFor: string;
  error?: string | null;
  hint?: ReactNode;
  children: ReactNode;
  className?: string;
}) {
  const describedBy = error ? `${htmlFor}-error` : hint ? `${htmlFor}-hint` : undefined;
  return (
    <FieldContext.Provider value={{ htmlFor, describedBy, invalid: Boolean(error) }}>
      <div className={cn("flex flex-col gap-1.5", className)}>
        <label htmlFor={htmlFor} className="text-sm font-medium text-slate-700">
          {label}
        </label>
        {children}
        {error ? (
          <p id={describedBy} className="text-sm text-red-600" role="alert">
            {error}
          </p>
        ) : hint ? (
          <p id={describedBy} className="text-xs text-slate-500">
            {hint}
          </p>
        ) : null}
      </div>
    </FieldContext.Provider>
  );
}

export const Input = forwardRef<HTMLInputElement, InputHTMLAttributes<HTMLInputElement>>(
  function Input({ className, ...props }, ref) {
    const aria = useFieldAria(props);
    return <input ref={ref} className={cn(inputClass, className)} {...props} {...aria} />;
  },
);

export const Select = forwardRef<HTMLSelectElement, SelectHTMLAttributes<HTMLSelectElement>>(
  function Select({ className, ...props }, ref) {
    const aria = useFieldAria(props);
    return <select ref={ref} className={cn(inputClass, "pr-8", className)} {...props} {...aria} />;
  },
);
