import { Navigate, useParams } from 'react-router';
import { defaultChildPath } from '../../shared/navigation/nav-catalog';
import { parseLayoutParams } from '../../shared/layout/layout-context';

/** /{sportId}/{operator}/ opens the sport's default page. */
export default function DefaultChildRedirect() {
  const params = useParams();
  const parsed = parseLayoutParams(params.sportId, params.operator);
  if (!parsed) return null;
  return <Navigate to={defaultChildPath(parsed.sport)} replace />;
}
