import { Badge } from '@/components/ui/badge';

export function ActiveBadge({ isActive }: { isActive: boolean }) {
  return <Badge tone={isActive ? 'green' : 'gray'}>{isActive ? 'Activo' : 'Inactivo'}</Badge>;
}
