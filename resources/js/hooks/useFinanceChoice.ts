import { useMemo, useState } from 'react';
import { defaultDeposit, financeQuote, type FinanceQuote, type FinanceTerms } from '@contracts/finance';

/** The deposit (euros) and term (months) a visitor picks in the calculator. */
export interface FinanceChoice {
  entrada: number;
  plazo: number;
}

export interface FinanceState {
  choice: FinanceChoice;
  /** Every figure of the chosen credit; null when the car is not offered on credit. */
  quote: FinanceQuote | null;
  /** The default terms' credit: the representative example and "desde X €/mes". */
  example: FinanceQuote | null;
  /** Whether the visitor has looked at the credit: only then does 'Me Interesa' offer to send it. */
  chosen: boolean;
  change: (next: Partial<FinanceChoice>) => void;
  open: () => void;
}

/** The calculator's state for a car financed from `price`, starting from the default terms. */
export function useFinanceChoice(terms: FinanceTerms, price: number): FinanceState {
  const start = useMemo(() => ({ entrada: defaultDeposit(terms, price), plazo: terms.plazoDefecto }), [terms, price]);
  const [choice, setChoice] = useState<FinanceChoice>(start);
  const [chosen, setChosen] = useState(false);
  const example = useMemo(() => financeQuote(terms, price, start.entrada, start.plazo), [terms, price, start]);
  const quote = useMemo(() => financeQuote(terms, price, choice.entrada, choice.plazo), [terms, price, choice]);
  return {
    choice,
    quote,
    example,
    chosen,
    change: (next) => {
      setChoice((current) => ({ ...current, ...next }));
      setChosen(true);
    },
    open: () => setChosen(true),
  };
}
