import { useNavigate } from "react-router";
import { signOut } from "./session.ts";

/**
 * Sair, in the header menus and the dashboard's sidebar: ends the session, says so and goes home. sonner is
 * imported on use, not with the header, so a visitor's first load of '/' does not carry it.
 */
export function useLogout() {
  const navigate = useNavigate();
  return async () => {
    const { toast } = await import("sonner");
    try {
      await signOut();
    } catch {
      toast.error("Erro ao sair da sua conta.");
      return;
    }
    toast.success("Você saiu com sucesso.");
    navigate("/");
  };
}
