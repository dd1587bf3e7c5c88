import { Link } from "react-router";
import { buttonClasses } from "#web/ui/button.tsx";
import { ContentPage, Prose } from "../shared/content-page.tsx";

const VALUES = [
  {
    title: "Clareza antes de enfeite",
    text: "Recrutadores leem um currículo em poucos segundos. Nossos modelos priorizam leitura rápida, hierarquia clara e compatibilidade com os sistemas de triagem (ATS) usados pelas empresas.",
  },
  {
    title: "Feito para o Brasil",
    text: "Falamos de CLT, estágio, trainee, Jovem Aprendiz, Gupy e LinkedIn porque é assim que se procura emprego aqui. Textos, exemplos e dicas partem da realidade do mercado brasileiro.",
  },
  {
    title: "Seus dados são seus",
    text: "Guardamos só o necessário, explicamos tudo na política de privacidade e deixamos você baixar ou apagar seus dados sozinho, em Meu Perfil, como pede a LGPD.",
  },
  {
    title: "Preço justo e sem pegadinha",
    text: "Criar e visualizar o currículo é grátis. O Premium é uma cobrança única, sem renovação automática, e você tem 7 dias para desistir.",
  },
];

export default function AboutPage() {
  return (
    <ContentPage
      title="Sobre nós"
      description="Conheça o Vitae: um criador de currículos feito no Brasil para quem busca o primeiro emprego, uma recolocação ou o próximo passo na carreira."
      eyebrow="Empresa"
      heading="Currículos que abrem portas, para quem está procurando trabalho no Brasil"
      intro="O Vitae nasceu de uma constatação simples: muita gente competente perde oportunidades porque não sabe como apresentar o que já fez. Queremos que montar um bom currículo seja rápido, gratuito para começar e livre de jargão."
    >
      <div className="grid gap-12 lg:grid-cols-[3fr_2fr]">
        <Prose>
          <h2>O que fazemos</h2>
          <p>
            O Vitae é um assistente que conduz você, etapa por etapa, pelas partes de um currículo: dados
            pessoais, resumo profissional, experiência, formação e habilidades. Em cada etapa sugerimos textos
            e palavras-chave da sua área, que você ajusta com as suas palavras. No fim, você escolhe entre dez
            modelos pensados para diferentes perfis — do primeiro emprego à carreira acadêmica — e vê o
            resultado em tempo real.
          </p>
          <p>
            Quem já tem um currículo pode importá-lo e começar a partir dele. E quem quer ir além encontra
            aqui no site modelos, exemplos por área, cartas de apresentação e artigos sobre entrevistas,
            LinkedIn e processos seletivos.
          </p>
          <h2>Para quem fazemos</h2>
          <ul>
            <li>Estudantes em busca de estágio, trainee ou de uma vaga de Jovem Aprendiz;</li>
            <li>Quem está entrando no mercado de trabalho e não sabe por onde começar;</li>
            <li>Profissionais em recolocação ou em transição de carreira;</li>
            <li>Quem precisa atualizar o currículo às pressas para uma vaga que acabou de abrir.</li>
          </ul>
          <h2>Como trabalhamos</h2>
          <p>
            Somos uma equipe pequena, baseada em São Paulo, que junta pessoas de tecnologia, design e
            recrutamento. Antes de lançar um modelo ou uma dica, conferimos se ele funciona com os sistemas de
            triagem usados por empresas brasileiras e se faz sentido para quem vai ler: o recrutador. O site é
            leve de propósito, para funcionar bem em celulares simples e em conexões lentas.
          </p>
        </Prose>
        <aside aria-labelledby="valores">
          <h2 id="valores" className="text-xl font-bold text-slate-900">
            No que acreditamos
          </h2>
          <ul className="mt-5 space-y-4">
            {VALUES.map((value) => (
              <li key={value.title} className="rounded-xl border border-slate-200 bg-white p-5">
                <h3 className="font-semibold text-slate-900">{value.title}</h3>
                <p className="mt-1.5 text-sm leading-relaxed text-slate-700">{value.text}</p>
              </li>
            ))}
          </ul>
        </aside>
      </div>
      <section
        aria-labelledby="comece"
        className="mt-14 rounded-2xl bg-brand-800 px-6 py-10 text-center text-white sm:px-10"
      >
        <h2 id="comece" className="text-2xl font-bold">
          Pronto para montar o seu?
        </h2>
        <p className="mx-auto mt-2 max-w-xl text-brand-50">
          Leva poucos minutos e você não precisa de cartão de crédito para começar.
        </p>
        <div className="mt-6 flex flex-col justify-center gap-3 sm:flex-row">
          <Link to="/criar-curriculo" className={buttonClasses("accent", "lg")}>
            Criar meu currículo
          </Link>
          <Link
            to="/contato"
            className={buttonClasses(
              "secondary",
              "lg",
              "border-transparent bg-white/10 text-white hover:bg-white/20",
            )}
          >
            Fale com a gente
          </Link>
        </div>
      </section>
    </ContentPage>
  );
}
