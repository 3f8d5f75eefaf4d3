/**
 * The home hero's 'Find Your Perfect Ride' form (customer document sections 2 and 5): state,
 * city, pick-up and return dates, all required; pick-up from India's today (the browser's
 * clock, as the server's date rules count) to 365 days ahead.
 * 'Search Available Cars' opens /cars?pickupLocation=<city>&pickupDate=..&returnDate=..
 * (availability mode); the dates then travel in the URL to the car page's booking form.
 * It is a GET form to /cars naming those three parameters, so it searches before any script
 * runs too (issue 26, item 2; the city select then lists every city by state); once hydrated
 * the page handles it without a reload.
 */
import { indiaToday, latestPickupDate } from "@gaadi/shared";
import { Search } from "lucide-react";
import { type FormEvent, useId, useState } from "react";
import { useNavigate } from "react-router";
import { Button } from "@/components/ui/button";
import { Field, Input } from "@/components/ui/field";
import { buildQuery } from "@/lib/api-client";
import { LocationSelects } from "./location-selects";

export function CarSearchForm() {
  const id = useId();
  const navigate = useNavigate();
  const [place, setPlace] = useState({ state: "", city: "" });
  const [pickupDate, setPickupDate] = useState("");
  const [returnDate, setReturnDate] = useState("");
  const today = indiaToday();

  function submit(e: FormEvent) {
    e.preventDefault();
    navigate(`/cars${buildQuery({ pickupLocation: place.city, pickupDate, returnDate })}`);
  }

  return (
    <form
      method="get"
      action="/cars"
      onSubmit={submit}
      aria-labelledby={`${id}-title`}
      className="rounded-2xl bg-white p-5 text-left shadow-2xl ring-1 ring-slate-900/5 sm:p-6"
    >
      <h2 id={`${id}-title`} className="text-lg font-semibold text-slate-900">
        Find Your Perfect Ride
      </h2>
      <div className="mt-4 grid gap-4 sm:grid-cols-2">
        <LocationSelects
          state={place.state}
          city={place.city}
          onChange={setPlace}
          cityName="pickupLocation"
          beforeScript
          required
        />
        <Field label="Pick-up Date" htmlFor={`${id}-pickup`}>
          <Input
            id={`${id}-pickup`}
            type="date"
            name="pickupDate"
            required
            min={today}
            max={latestPickupDate(today)}
            value={pickupDate}
            onChange={(e) => setPickupDate(e.target.value)}
          />
        </Field>
        <Field label="Return Date" htmlFor={`${id}-return`}>
          <Input
            id={`${id}-return`}
            type="date"
            name="returnDate"
            required
            min={pickupDate || today}
            value={returnDate}
            onChange={(e) => setReturnDate(e.target.value)}
          />
        </Field>
      </div>
      <Button type="submit" size="lg" className="mt-5 w-full">
        <Search className="size-5" aria-hidden />
        Search Available Cars
      </Button>
    </form>
  );
}
