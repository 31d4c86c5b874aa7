import alertmail from './alertmail.ts';
import alerts from './alerts.ts';
import common from './common.ts';
import compare from './compare.ts';
import content from './content.ts';
import errors from './errors.ts';
import favorites from './favorites.ts';
import finance from './finance.ts';
import forms from './forms.ts';
import history from './history.ts';
import home from './home.ts';
import inspection from './inspection.ts';
import landing from './landing.ts';
import legal from './legal.ts';
import listing from './listing.ts';
import mail from './mail.ts';
import messages from './messages.ts';
import myreservation from './myreservation.ts';
import pricing from './pricing.ts';
import quote from './quote.ts';
import search from './search.ts';
import seo from './seo.ts';
import slots from './slots.ts';
import testdrive from './testdrive.ts';
import tradein from './tradein.ts';
import vehicle from './vehicle.ts';

/** The Spanish catalogue: the source every other language translates (lang/types.ts). */
export default { common, vehicle, search, favorites, compare, home, landing, forms, content, legal, tradein, alerts, myreservation, testdrive, slots, history, inspection, errors, listing, seo, pricing, messages, alertmail, finance, mail, quote };
