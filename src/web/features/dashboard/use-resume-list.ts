import { useEffect } from "react";
import { errorMessage, listResumes, type ResumeSummary } from "#web/lib/resumes-api.ts";
import { queryClient, serverKeys, useServerQuery } from "#web/lib/server-state.ts";
import { toast } from "#web/ui/toast.ts";

/** The signed-in user's resumes, newest update first; a failed load says why in a toast. */
export function useResumeList() {
  const query = useServerQuery({ queryKey: serverKeys.resumes, queryFn: listResumes });
  const { error } = query;

  useEffect(() => {
    if (error) toast.error(`Erro ao carregar currículos: ${errorMessage(error)}`);
  }, [error]);

  const remove = (id: string) =>
    queryClient.setQueryData<ResumeSummary[]>(serverKeys.resumes, (list) => list?.filter((r) => r.id !== id));
  return {
    resumes: query.data ?? null,
    failed: query.isError,
    reload: async () => void (await query.refetch()),
    remove,
  };
}
