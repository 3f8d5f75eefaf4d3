/** Red border on form controls that failed the check (aria-invalid="true"). */
export const invalidClass = "aria-[invalid=true]:border-red-400 aria-[invalid=true]:bg-red-50/30";
