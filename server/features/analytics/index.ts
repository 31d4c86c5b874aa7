/** Per-car daily counters: the staff panel's and a car's edit page's charts, and conversion. */
export { activity, conversionCar } from './activity.presenter.ts';
export { dailyActivity } from './activity.queries.ts';
export { type ConversionRow, topConversion } from './activity.service.ts';
