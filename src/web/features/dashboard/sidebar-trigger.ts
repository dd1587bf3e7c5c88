/** The look of the buttons that open and close the dashboard's menu. */
export const sidebarTriggerClasses =
  "inline-flex h-10 w-10 items-center justify-center rounded-lg text-slate-700 hover:bg-slate-100 " +
  "focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600";
