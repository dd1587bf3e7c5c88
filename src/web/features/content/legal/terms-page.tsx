import { Link } from "react-router";
import { COMPANY_FACTS } from "#web/lib/company-facts.ts";
import { CompanyIdentity, ExampleDetailsNotice } from "../shared/company-details.tsx";
import { ContentPage, LastUpdated, Prose } from "../shared/content-page.tsx";
import { LEGAL_UPDATED_AT, PREMIUM_DAYS, PREMIUM_PRICE } from "./legal-facts.ts";

export default function TermsPage() {
  const { supportEmail } = COMPANY_FACTS;
  return (
    <ContentPage
      title="Termos de uso"
      description={`As regras para usar o Vitae: conta, conteúdo dos currículos, plano Premium de ${PREMIUM_PRICE} por ${PREMIUM_DAYS} dias sem renovação automática, direito de arrependimento e reembolso.`}
      eyebrow="Legal"
      intro="Ao criar uma conta ou usar o Vitae, você concorda com estes termos. Eles foram escritos para serem lidos: se algo não ficar claro, fale com a gente antes de continuar."
      heroExtra={<LastUpdated date={LEGAL_UPDATED_AT} />}
      width="narrow"
    >
      <Prose>
        <h2 id="servico">1. O serviço</h2>
        <p>
          O Vitae é uma ferramenta on-line para criar, melhorar e baixar currículos. Você responde as etapas
          de um assistente (dados pessoais, resumo, experiência, formação, habilidades), escolhe um modelo e
          recebe um documento pronto. As sugestões de texto são pontos de partida: revise tudo antes de enviar
          a uma vaga.
        </p>
        <p>
          O Vitae não é agência de empregos, não garante entrevistas nem contratação e não envia seu currículo
          a empresas. O uso do assistente e a visualização do currículo são gratuitos.
        </p>
        <CompanyIdentity facts={COMPANY_FACTS} lead="O Vitae é oferecido por" />
        <ExampleDetailsNotice
          facts={COMPANY_FACTS}
          wanted={["legalName", "cnpj", "addressLines", "supportEmail"]}
        />

        <h2 id="conta">2. Sua conta</h2>
        <ul>
          <li>Você pode montar um currículo sem conta; para salvá-lo e ter vários currículos, crie uma.</li>
          <li>
            Informe dados verdadeiros e mantenha sua senha em segredo. Ações feitas com a sua senha são suas.
          </li>
          <li>
            Em <strong>Meu Perfil</strong> você vê as sessões ativas, encerra as que não reconhece, baixa seus
            dados e exclui a conta quando quiser.
          </li>
          <li>
            O Vitae é destinado a maiores de 14 anos; menores de 18 devem usá-lo com o conhecimento dos
            responsáveis.
          </li>
        </ul>

        <h2 id="conteudo">3. O conteúdo dos seus currículos</h2>
        <p>
          Tudo o que você escreve continua sendo seu. Você nos autoriza apenas a guardar, processar e exibir
          esse conteúdo para prestar o serviço (por exemplo, gerar o PDF). Você é responsável pela veracidade
          do que declara: informações falsas em um currículo podem trazer consequências em processos seletivos
          e, em certos casos, legais.
        </p>
        <p>Não é permitido usar o Vitae para:</p>
        <ul>
          <li>publicar conteúdo ilegal, discriminatório, ofensivo ou que viole direitos de terceiros;</li>
          <li>se passar por outra pessoa ou usar dados pessoais de alguém sem autorização;</li>
          <li>
            enviar programas maliciosos, sobrecarregar o serviço ou tentar acessar contas de outras pessoas;
          </li>
          <li>copiar os modelos e textos do site para revenda.</li>
        </ul>

        <h2 id="premium">4. Plano Premium</h2>
        <ul>
          <li>
            <strong>Preço:</strong> {PREMIUM_PRICE}, cobrado <strong>uma única vez</strong> no momento da
            compra.
          </li>
          <li>
            <strong>Duração:</strong> {PREMIUM_DAYS} dias corridos a partir da confirmação do pagamento. Se
            você comprar de novo com o plano ainda ativo, os novos {PREMIUM_DAYS} dias são somados aos que
            faltam.
          </li>
          <li>
            <strong>Sem renovação automática:</strong> não há assinatura nem cobrança recorrente. Ao fim do
            prazo, o plano simplesmente termina; seus currículos continuam salvos e editáveis.
          </li>
          <li>
            <strong>O que o Premium libera:</strong> o download dos seus currículos em PDF, DOCX (Word) e TXT,
            quantas vezes quiser durante o período.
          </li>
          <li>
            <strong>Pagamento:</strong> processado pela Stripe, em página segura dela. O Vitae não recebe nem
            guarda os dados do seu cartão.
          </li>
        </ul>

        <h2 id="arrependimento">5. Direito de arrependimento e reembolso</h2>
        <p>
          Como a compra é feita pela internet, você tem <strong>7 dias</strong> a partir da compra para
          desistir, sem precisar explicar o motivo, conforme o art. 49 do Código de Defesa do Consumidor. Para
          pedir o reembolso,{" "}
          {supportEmail && (
            <>
              escreva para <a href={`mailto:${supportEmail}`}>{supportEmail}</a> ou{" "}
            </>
          )}
          use a página de <Link to="/contato">Contato</Link>, informando o e-mail usado na compra.
        </p>
        <ul>
          <li>
            Devolvemos o valor integral, pelo mesmo meio de pagamento, em até 7 dias úteis após o pedido.
          </li>
          <li>O prazo para o valor aparecer na fatura do cartão depende da operadora.</li>
          <li>Com o reembolso, o plano Premium daquela compra é encerrado.</li>
        </ul>
        <p>
          Depois dos 7 dias, também devolvemos o valor se uma falha nossa impediu você de baixar seus
          currículos durante o período contratado.
        </p>

        <h2 id="disponibilidade">6. Disponibilidade e mudanças no serviço</h2>
        <p>
          Trabalhamos para manter o Vitae no ar o tempo todo, mas podem ocorrer interrupções para manutenção
          ou por falhas de terceiros. Se o serviço ficar indisponível por tempo relevante durante o seu plano,
          estenderemos o prazo do Premium proporcionalmente. Podemos mudar funções e modelos; o que você já
          pagou será mantido até o fim do período contratado.
        </p>

        <h2 id="responsabilidade">7. Responsabilidade</h2>
        <p>
          Respondemos pelos danos que o serviço causar nos termos do Código de Defesa do Consumidor. Não
          respondemos pelo resultado de processos seletivos, nem pelo conteúdo que você escreve ou pelo uso
          que empresas fazem do currículo que você enviou a elas. Recomendamos manter uma cópia dos seus
          currículos.
        </p>

        <h2 id="encerramento">8. Encerramento</h2>
        <p>
          Você pode excluir sua conta a qualquer momento em Meu Perfil. Podemos suspender contas que violem
          estes termos, avisando por e-mail e, quando houver plano ativo pago, devolvendo o valor proporcional
          ao período não usado, salvo em caso de fraude.
        </p>

        <h2 id="privacidade">9. Privacidade e LGPD</h2>
        <p>
          O tratamento dos seus dados segue a Lei Geral de Proteção de Dados Pessoais (Lei nº 13.709/2018) e
          está descrito na <Link to="/politica-de-privacidade">Política de privacidade</Link> e na página de{" "}
          <Link to="/cookies">Cookies</Link>.
        </p>

        <h2 id="lei">10. Lei aplicável e alterações</h2>
        <p>
          Estes termos seguem as leis brasileiras. Fica eleito o foro do seu domicílio para resolver qualquer
          questão. Quando os termos mudarem de forma relevante, avisaremos com antecedência por e-mail ou no
          app; a data da última atualização fica no topo desta página. Dúvidas:{" "}
          <Link to="/contato">fale conosco</Link>.
        </p>
      </Prose>
    </ContentPage>
  );
}
