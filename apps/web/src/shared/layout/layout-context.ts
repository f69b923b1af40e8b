import { useOutletContext } from 'react-router';
import {
  OPERATORS,
  ZSportId,
  sportCodeOf,
  type TOperator,
  type TPlan,
  type TSlate,
  type TSportCode,
  type TSportId,
  type TUser,
} from '@dfs/contracts';

/** What every child of the layout receives (SPEC: sport id, operator, plan type, ...). */
export type TLayoutContext = {
  sportId: TSportId;
  sport: TSportCode;
  operator: TOperator;
  user: TUser;
  /** The sport's slates on the chosen operator (Yahoo never reaches users). */
  slates: TSlate[];
  /** 'loading' until the slates arrive, 'empty' when there is none, else 'ready'. */
  slateStatus: 'loading' | 'empty' | 'ready' | 'error';
  planType: TPlan;
};

/** Reads /:sportId/:operator; null when either is not one we know. */
export function parseLayoutParams(sportId: string | undefined, operator: string | undefined) {
  const id = ZSportId.safeParse(Number(sportId));
  if (!id.success || !(OPERATORS as readonly string[]).includes(operator ?? '')) return null;
  return { sportId: id.data, sport: sportCodeOf(id.data), operator: operator as TOperator };
}

/** The layout context, for the layout's child pages (every screen under /:sportId/:operator). */
export const useLayoutContext = () => useOutletContext<TLayoutContext>();
