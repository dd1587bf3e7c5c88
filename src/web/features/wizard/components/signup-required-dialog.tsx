import { useNavigate } from "react-router";
import { Button } from "#web/ui/button.tsx";
import { Dialog } from "#web/ui/dialog.tsx";

type SignupRequiredDialogProps = {
  open: boolean;
  onOpenChange: (open: boolean) => void;
};

/** Shown to visitors who try to save or download: both need an account (spec part 1 §2, §6). */
export function SignupRequiredDialog({ open, onOpenChange }: SignupRequiredDialogProps) {
  const navigate = useNavigate();
  return (
    <Dialog
      open={open}
      onOpenChange={onOpenChange}
      title="Cadastro necessário"
      description="Para salvar e baixar seu currículo, você precisa criar uma conta gratuita. Seus dados continuam guardados neste navegador enquanto você se cadastra."
      footer={
        <>
          <Button variant="secondary" onClick={() => onOpenChange(false)}>
            Cancelar
          </Button>
          <Button
            // Signup sends people who came from here on to the payment page (spec part 1 §4).
            onClick={() => navigate("/signup", { state: { from: "/visualizacao-final" } })}
          >
            Fazer cadastro
          </Button>
        </>
      }
    />
  );
}
