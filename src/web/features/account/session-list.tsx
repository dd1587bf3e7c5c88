import { format } from "date-fns/format";
import { ptBR } from "date-fns/locale/pt-BR";
import Monitor from "lucide-react/icons/monitor";
import { useState } from "react";
import { useNavigate } from "react-router";
import { useSession } from "#web/lib/session.ts";
import { Button } from "#web/ui/button.tsx";
import { Spinner } from "#web/ui/spinner.tsx";
import { toast } from "#web/ui/toast.ts";
import { type AccountSession, revokeSession } from "./account-api.ts";
import { useSessions } from "./use-sessions.ts";
import { describeUserAgent } from "./user-agent.ts";

const when = (date: Date) => format(date, "dd 'de' MMMM 'de' yyyy, HH:mm", { locale: ptBR });

/** The devices where the person is signed in; any of them can be signed out from here. */
export function SessionList() {
  const { state, reload } = useSessions();
  const { signOut } = useSession();
  const navigate = useNavigate();
  const [ending, setEnding] = useState<string | null>(null);

  if (state.status === "loading") return <Spinner label="Carregando sessões..." />;
  if (state.status === "error")
    return <p className="text-sm text-red-700">Não foi possível carregar suas sessões.</p>;

  const end = async (session: AccountSession) => {
    setEnding(session.id);
    try {
      if (session.current) {
        await signOut();
        toast.success("Você saiu com sucesso.");
        navigate("/", { replace: true });
        return;
      }
      await revokeSession(session.id);
      toast.success("Sessão encerrada.");
      await reload();
    } catch {
      toast.error("Não foi possível encerrar a sessão. Tente novamente.");
    } finally {
      setEnding(null);
    }
  };

  return (
    <ul className="divide-y divide-slate-100">
      {state.sessions.map((session) => {
        const { current } = session;
        return (
          <li
            key={session.id}
            className="flex flex-col gap-3 py-4 sm:flex-row sm:items-center sm:justify-between"
          >
            <div className="flex min-w-0 items-start gap-3">
              <Monitor aria-hidden="true" className="mt-0.5 h-5 w-5 shrink-0 text-slate-500" />
              <div className="min-w-0">
                <p className="font-semibold text-slate-900">
                  {describeUserAgent(session.userAgent)}
                  {current && (
                    <span className="ml-2 rounded-full bg-brand-50 px-2 py-0.5 text-xs font-semibold text-brand-800">
                      Esta sessão
                    </span>
                  )}
                </p>
                <p className="text-sm text-slate-600">Entrou em {when(session.createdAt)}</p>
                <p className="text-sm text-slate-600">Última atividade em {when(session.updatedAt)}</p>
              </div>
            </div>
            <Button
              variant="secondary"
              size="sm"
              className="h-10 self-start sm:self-auto"
              disabled={ending !== null}
              onClick={() => end(session)}
            >
              Encerrar sessão
            </Button>
          </li>
        );
      })}
    </ul>
  );
}
