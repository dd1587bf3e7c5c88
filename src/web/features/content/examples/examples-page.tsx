import { useId, useState } from "react";
import { Link } from "react-router";
import { EXAMPLE_FIELDS, type ExampleField } from "#core/examples/resume-examples.ts";
import { ContentTabs } from "#web/features/content/shared/articles-tabs.tsx";
import { ContentPage, Prose } from "#web/features/content/shared/content-page.tsx";
import { useHydrated } from "#web/features/content/shared/use-hydrated.ts";
import { Button } from "#web/ui/button.tsx";
import { inputClasses } from "#web/ui/field.tsx";
import { ExampleCard } from "./example-card.tsx";
import { EXPERIENCE_LEVELS, filterByLevel, type LevelFilter } from "./example-types.ts";

export default function ExamplesPage() {
  const [level, setLevel] = useState<LevelFilter>("todos");
  const selectId = useId();
  const hydrated = useHydrated();
  return (
    <ContentPage
      title="Exemplos de currículo"
      heading="Exemplos de currículo por área e nível"
      description="Exemplos de currículo prontos para Tecnologia, Marketing, Administração e Saúde, do júnior ao sênior, com resumo, experiências com resultados e habilidades."
      eyebrow="Exemplos"
      intro={
        <p>
          Veja como profissionais de diferentes áreas e níveis apresentam resumo, experiências e habilidades.
          As pessoas são fictícias; a forma de escrever é a que funciona com recrutadores no Brasil.
        </p>
      }
    >
      <div className="mb-6 max-w-xs">
        <label htmlFor={selectId} className="text-sm font-medium text-slate-800">
          Nível de experiência
        </label>
        <select
          id={selectId}
          value={level}
          disabled={!hydrated}
          onChange={(event) => setLevel(event.target.value as LevelFilter)}
          className={inputClasses(false, "mt-1.5")}
        >
          <option value="todos">Todos</option>
          {EXPERIENCE_LEVELS.map((option) => (
            <option key={option.id} value={option.id}>
              {option.label}
            </option>
          ))}
        </select>
      </div>
      <ContentTabs
        label="Áreas profissionais"
        tabs={EXAMPLE_FIELDS.map((field) => ({
          id: field.id,
          label: field.label,
          content: <FieldPanel field={field} level={level} onClear={() => setLevel("todos")} />,
        }))}
      />
      <WritingTips />
    </ContentPage>
  );
}

type FieldPanelProps = { field: ExampleField; level: LevelFilter; onClear: () => void };

function FieldPanel({ field, level, onClear }: FieldPanelProps) {
  const examples = filterByLevel(field.examples, level);
  return (
    <section aria-label={`Exemplos de ${field.label}`}>
      <h2 className="sr-only">Exemplos de currículo de {field.label}</h2>
      {examples.length === 0 ? (
        <div className="rounded-2xl border border-dashed border-slate-300 bg-white px-6 py-10 text-center">
          <p className="text-slate-700">Nenhum exemplo encontrado com o filtro atual.</p>
          <Button variant="secondary" className="mt-4" onClick={onClear}>
            Limpar filtro
          </Button>
        </div>
      ) : (
        <div className="grid gap-6 md:grid-cols-2">
          {examples.map((example) => (
            <ExampleCard key={example.id} example={example} />
          ))}
        </div>
      )}
    </section>
  );
}

function WritingTips() {
  return (
    <section aria-labelledby="como-usar-exemplos" className="mt-16 max-w-3xl">
      <Prose>
        <h2 id="como-usar-exemplos">Como usar um exemplo sem copiar</h2>
        <ul>
          <li>
            <strong>Copie a estrutura, não as frases.</strong> Observe a ordem (resumo, experiências,
            formação, habilidades) e o formato das conquistas: verbo de ação, o que você fez e o resultado.
          </li>
          <li>
            <strong>Troque números inventados por números seus.</strong> Volume atendido, prazo reduzido,
            economia, metas batidas. Se não houver número, descreva o impacto com precisão.
          </li>
          <li>
            <strong>Use as palavras da vaga.</strong> Sistemas de triagem como o da Gupy comparam o seu texto
            com a descrição da vaga; repita os termos que correspondem ao que você realmente sabe fazer.
          </li>
          <li>
            <strong>Registros profissionais contam.</strong> Em saúde, informe COREN, CRF, CREFITO ou o
            conselho da sua profissão; em outras áreas, certificações reconhecidas pelo mercado.
          </li>
        </ul>
        <p>
          Quer ajuda para escrever? O Vitae sugere resumo, descrição de experiências e habilidades a partir do
          seu cargo. Veja também os <Link to="/modelos-de-curriculo">modelos de currículo</Link>.
        </p>
      </Prose>
    </section>
  );
}
