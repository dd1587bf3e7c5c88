import { useSession } from "#web/lib/session.ts";
import { Card } from "#web/ui/card.tsx";
import { PrivacyCard } from "./privacy-card.tsx";
import { SessionList } from "./session-list.tsx";

function ReadOnly({ label, value }: { label: string; value: string }) {
  return (
    <div>
      <dt className="text-sm font-medium text-slate-600">{label}</dt>
      <dd className="mt-1 break-words text-base text-slate-900">{value || "Não informado"}</dd>
    </div>
  );
}

/** /profile (dashboard layout): the account's name and e-mail, read-only, its sessions and LGPD rights. */
export default function ProfilePage() {
  const { user } = useSession();
  return (
    <main className="mx-auto flex w-full max-w-3xl flex-col gap-6 px-4 py-6 sm:px-6 sm:py-8">
      <h1 className="text-2xl font-bold tracking-tight text-slate-900 sm:text-3xl">Meu Perfil</h1>
      <Card className="p-5 sm:p-6">
        <h2 className="text-lg font-semibold text-slate-900">Dados da conta</h2>
        <dl className="mt-4 grid gap-4 sm:grid-cols-2">
          <ReadOnly label="Nome completo" value={user?.name ?? ""} />
          <ReadOnly label="E-mail" value={user?.email ?? ""} />
        </dl>
      </Card>
      <Card className="p-5 sm:p-6">
        <h2 className="text-lg font-semibold text-slate-900">Sessões ativas</h2>
        <p className="mt-1 text-sm text-slate-600">
          Aparelhos e navegadores em que sua conta está conectada.
        </p>
        <div className="mt-2">
          <SessionList />
        </div>
      </Card>
      <PrivacyCard />
    </main>
  );
}
