/**
 * Newsletter signup (customer document sections 2, 4 and 9): a required e-mail field; on
 * submit it is 'subscribing' for 1 second, then says 'Successfully subscribed to newsletter!'
 * and clears the field. No call is made: success is simulated locally.
 */
import { COMMON_MSG } from "@gaadi/shared";
import { Mail } from "lucide-react";
import { type FormEvent, useEffect, useRef, useState } from "react";
import { Button } from "@/components/ui/button";
import { Input } from "@/components/ui/field";
import { toast } from "@/lib/toast";

const DELAY_MS = 1000;

export function Newsletter() {
  const [email, setEmail] = useState("");
  const [subscribing, setSubscribing] = useState(false);
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);

  function submit(e: FormEvent) {
    e.preventDefault();
    setSubscribing(true);
    timer.current = setTimeout(() => {
      setSubscribing(false);
      setEmail("");
      toast.success(COMMON_MSG.newsletterSubscribed);
    }, DELAY_MS);
  }

  return (
    <section aria-labelledby="newsletter-title" className="render-when-near py-16 sm:py-20">
      <div className="mx-auto max-w-4xl px-4">
        <div className="rounded-3xl bg-slate-900 px-6 py-10 text-center text-white sm:px-12">
          <Mail className="mx-auto size-10 text-accent-400" aria-hidden />
          <h2 id="newsletter-title" className="mt-4 text-2xl font-bold sm:text-3xl">
            Get deals before everyone else
          </h2>
          <p className="mx-auto mt-3 max-w-xl text-slate-300">
            Subscribe to our newsletter for exclusive offers of up to 30% off, new cars in your city
            and travel ideas.
          </p>
          <form onSubmit={submit} className="mx-auto mt-6 flex max-w-md flex-col gap-3 sm:flex-row">
            <label htmlFor="newsletter-email" className="sr-only">
              Email address
            </label>
            <Input
              id="newsletter-email"
              type="email"
              required
              autoComplete="email"
              placeholder="you@example.com"
              value={email}
              onChange={(e) => setEmail(e.target.value)}
              // Full height on phones too: flex-1 in the phone's column would squash it to 18 px.
              className="h-12 sm:flex-1"
            />
            <Button
              type="submit"
              size="lg"
              disabled={subscribing}
              className="bg-accent-500 text-slate-900 hover:bg-accent-400 disabled:bg-accent-400/70"
            >
              {subscribing ? "Subscribing..." : "Subscribe"}
            </Button>
          </form>
          <p className="mt-3 text-xs text-slate-400">No spam. Unsubscribe at any time.</p>
        </div>
      </div>
    </section>
  );
}
