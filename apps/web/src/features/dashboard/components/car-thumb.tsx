/**
 * A car's thumbnail with its brand above its model (the dashboard's table and lists). It may
 * shrink (min-w-0) so a long model truncates in a list row instead of widening a phone's page.
 */
interface ThumbCar {
  image: string;
  brand: string;
  model: string;
}

export function CarThumb({ car }: { car: ThumbCar }) {
  return (
    <div className="flex min-w-0 items-center gap-3">
      {car.image ? (
        <img
          src={car.image}
          alt=""
          loading="lazy"
          className="h-11 w-16 shrink-0 rounded-lg bg-slate-100 object-cover"
        />
      ) : (
        <span aria-hidden className="h-11 w-16 shrink-0 rounded-lg bg-slate-100" />
      )}
      <div className="min-w-0 leading-tight">
        <p className="text-xs text-slate-500">{car.brand}</p>
        <p className="truncate font-medium text-slate-900">{car.model}</p>
      </div>
    </div>
  );
}
