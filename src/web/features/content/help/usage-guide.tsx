import PlayCircle from "lucide-react/icons/circle-play";
import FileText from "lucide-react/icons/file-text";
import { Link } from "react-router";
import { Prose } from "#web/features/content/shared/content-page.tsx";

const ARTICLES = [
  {
    id: "guia-criar-curriculo",
    title: "Crie seu currículo em sete etapas",
    summary: "Do primeiro dado à revisão final, com as sugestões automáticas de texto.",
  },
  {
    id: "guia-importar-curriculo",
    title: "Aproveite o currículo que você já tem",
    summary: "Envie um PDF ou DOCX e revise os dados em vez de digitar tudo de novo.",
  },
  {
    id: "guia-salvar-e-baixar",
    title: "Salve, baixe e mantenha atualizado",
    summary: "Conta, plano Premium, formatos de arquivo e seus vários currículos.",
  },
] as const;

const VIDEOS = [
  { title: "Tour pelo Vitae em três minutos", length: "3 min" },
  { title: "Como escrever conquistas na experiência", length: "6 min" },
  { title: "Preparando o currículo para plataformas como a Gupy", length: "5 min" },
] as const;

/** The usage guide: three articles (their full text follows on this page) and the videos to come. */
export function UsageGuide() {
  return (
    <div>
      <h2 className="text-xl font-bold text-slate-900 sm:text-2xl">Artigos</h2>
      <ul className="mt-4 grid gap-4 md:grid-cols-3">
        {ARTICLES.map((article) => (
          <li key={article.id}>
            <Link
              to={{ hash: article.id }}
              className="flex h-full flex-col rounded-2xl border border-slate-200 bg-white p-5 shadow-sm transition-colors hover:border-brand-500 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600"
            >
              <FileText aria-hidden="true" className="h-6 w-6 text-brand-700" />
              <span className="mt-3 font-semibold text-slate-900">{article.title}</span>
              <span className="mt-1 text-sm text-slate-600">{article.summary}</span>
              <span className="mt-3 text-sm font-semibold text-brand-800">Ler o guia</span>
            </Link>
          </li>
        ))}
      </ul>

      <h2 className="mt-12 text-xl font-bold text-slate-900 sm:text-2xl">Vídeos</h2>
      <ul className="mt-4 grid gap-4 md:grid-cols-3">
        {VIDEOS.map((video) => (
          <li key={video.title} className="rounded-2xl border border-slate-200 bg-white p-4">
            <div className="relative flex aspect-video items-center justify-center rounded-xl bg-gradient-to-br from-brand-800 to-brand-600">
              <PlayCircle aria-hidden="true" className="h-12 w-12 text-white/70" />
              <span className="absolute top-2 right-2 rounded-full bg-accent-400 px-2.5 py-0.5 text-xs font-bold text-slate-900">
                Em breve
              </span>
            </div>
            <p className="mt-3 font-semibold text-slate-900">{video.title}</p>
            <p className="text-sm text-slate-600">Vídeo de {video.length}, em produção.</p>
          </li>
        ))}
      </ul>

      <GuideArticles />
    </div>
  );
}

function GuideArticles() {
  return (
    <Prose className="mt-12 max-w-3xl">
      <h2 id="guia-criar-curriculo">Crie seu currículo em sete etapas</h2>
      <ol>
        <li>
          <strong>Dados pessoais:</strong> nome completo, e-mail, telefone com DDD e cidade e estado (por
          exemplo, “Campinas, SP”). LinkedIn e portfólio são opcionais.
        </li>
        <li>
          <strong>Resumo:</strong> escreva três a cinco linhas sobre quem você é profissionalmente ou use
          “Gerar com IA” para partir de um texto pronto e ajustá-lo.
        </li>
        <li>
          <strong>Experiência:</strong> uma ficha por emprego, estágio ou trabalho voluntário, da mais recente
          para a mais antiga. “Sugerir descrição com IA” propõe atividades a partir da empresa e do cargo; se
          você já escreveu algo, pergunta se deve adicionar as sugestões ao seu texto ou substituí-lo.
        </li>
        <li>
          <strong>Formação:</strong> curso, instituição, datas e situação (Concluído ou Em andamento).
        </li>
        <li>
          <strong>Habilidades:</strong> técnicas e comportamentais, separadas. Digite e tecle Enter para
          adicionar, ou aceite as sugestões.
        </li>
        <li>
          <strong>Modelo:</strong> escolha um dos dez templates (quatro deles PRO) e veja a pré-visualização
          na hora. Ali também fica o idioma do currículo: em inglês ou espanhol, títulos, datas e rótulos saem
          nesse idioma (o que você escreveu não é traduzido).
        </li>
        <li>
          <strong>Revisão:</strong> confira o currículo como ele será baixado, volte a qualquer etapa com
          “Editar Seções” e salve.
        </li>
      </ol>
      <p>
        Tudo o que você digita fica guardado no navegador enquanto você avança.{" "}
        <Link to="/criar-curriculo">Começar meu currículo</Link>
      </p>

      <h2 id="guia-importar-curriculo">Aproveite o currículo que você já tem</h2>
      <ol>
        <li>
          Abra <Link to="/melhorar-curriculo">Melhorar currículo</Link> e envie seu arquivo em PDF ou DOCX,
          com até 5MB.
        </li>
        <li>O Vitae lê o texto e separa dados pessoais, experiências, formação e habilidades.</li>
        <li>
          O assistente abre preenchido: revise cada etapa, porque a leitura automática pode errar datas ou
          juntar itens.
        </li>
        <li>Escolha um modelo novo e aproveite para reescrever as experiências com resultados.</li>
      </ol>
      <p>
        O arquivo enviado não fica guardado. Se o PDF for uma imagem digitalizada, não há texto para ler:
        preencha manualmente.
      </p>

      <h2 id="guia-salvar-e-baixar">Salve, baixe e mantenha atualizado</h2>
      <ul>
        <li>
          <strong>Salvar:</strong> com uma conta gratuita, seus currículos ficam em “Meus Currículos”, com
          data de criação e de atualização. Vale ter uma versão por tipo de vaga.
        </li>
        <li>
          <strong>Baixar:</strong> o plano Premium custa R$7,97, em pagamento único, e libera os downloads em
          PDF, DOCX e TXT por 14 dias. Use PDF para enviar às empresas, DOCX para editar no Word e TXT para
          colar em formulários de candidatura.
        </li>
        <li>
          <strong>Atualizar:</strong> a cada novo emprego, curso ou certificação, abra o currículo, ajuste a
          etapa correspondente e salve. Revise também o resumo.
        </li>
      </ul>
      <p>
        Para escrever melhor cada parte, leia as <Link to="/dicas-de-carreira">dicas de carreira</Link> e veja
        os <Link to="/exemplos-de-curriculo">exemplos de currículo</Link>.
      </p>
    </Prose>
  );
}
