import { NotFoundContent } from "#web/ui/not-found-content.tsx";

export default function NotFoundPage() {
  return <NotFoundContent />;
}
