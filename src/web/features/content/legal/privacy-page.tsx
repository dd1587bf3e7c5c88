import { Link } from "react-router";
import { COMPANY_FACTS } from "#web/lib/company-facts.ts";
import { CompanyIdentity, ExampleDetailsNotice } from "../shared/company-details.tsx";
import { ContentPage, LastUpdated, Prose } from "../shared/content-page.tsx";
import { LEGAL_UPDATED_AT } from "./legal-facts.ts";

export default function PrivacyPage() {
  const { dpoName, dpoEmail } = COMPANY_FACTS;
  return (
    <ContentPage
      title="Política de privacidade"
      description="Quais dados o Vitae guarda, por quê, por quanto tempo, com quem compartilha e como você exerce seus direitos da LGPD dentro do próprio app."
      eyebrow="Legal"
      intro="Esta política explica, em linguagem direta, o que acontece com os seus dados quando você usa o Vitae. Ela segue a Lei Geral de Proteção de Dados Pessoais (LGPD, Lei nº 13.709/2018)."
      heroExtra={<LastUpdated date={LEGAL_UPDATED_AT} />}
      width="narrow"
    >
      <Prose>
        <h2 id="resumo">Resumo</h2>
        <ul>
          <li>
            Guardamos só o necessário para criar, salvar e baixar seus currículos e para cobrar o plano
            Premium.
          </li>
          <li>Não vendemos dados e não usamos seus currículos para publicidade.</li>
          <li>
            Em <strong>Meu Perfil</strong> você baixa uma cópia dos seus dados (JSON) e exclui a sua conta,
            sem precisar pedir a ninguém.
          </li>
          <li>Estamos em conformidade com a LGPD e respondemos a pedidos em até 15 dias.</li>
        </ul>

        <h2 id="dados">Quais dados guardamos</h2>
        <h3>Sem conta</h3>
        <p>
          Enquanto você preenche o assistente sem estar conectado, o rascunho do currículo fica{" "}
          <strong>apenas no seu navegador</strong> (armazenamento local). Ele não é enviado aos nossos
          servidores até você criar uma conta ou entrar nela. Os itens guardados no navegador estão descritos
          na página de <Link to="/cookies">Cookies</Link>.
        </p>
        <h3>Com conta</h3>
        <ul>
          <li>
            <strong>Conta:</strong> nome completo, e-mail e a senha — guardada apenas como <em>hash</em> (uma
            impressão digital irreversível); ninguém da equipe consegue ler a sua senha.
          </li>
          <li>
            <strong>Sessões:</strong> para cada login, a data, o endereço IP e o navegador usado (user agent).
            É o que aparece na lista de sessões ativas em Meu Perfil e nos ajuda a detectar acessos indevidos.
          </li>
          <li>
            <strong>Currículos:</strong> todo o conteúdo que você escreve (dados pessoais, resumo,
            experiências, formação, habilidades), a foto, se você adicionar uma (uma cópia reduzida, sem os
            dados de localização e da câmera do arquivo original), o modelo escolhido e as datas de criação e
            alteração.
          </li>
          <li>
            <strong>Importação de currículo:</strong> quando você envia um arquivo para preencher o
            assistente, extraímos o texto e guardamos o resultado como rascunho por <strong>7 dias</strong>. O
            arquivo enviado em si não é guardado: ele é lido e descartado na hora.
          </li>
          <li>
            <strong>Compras:</strong> valor, moeda, situação do pagamento, datas e validade do plano, o e-mail
            da compra e o identificador da transação no processador de pagamentos. Não recebemos nem guardamos
            o número do seu cartão.
          </li>
          <li>
            <strong>E-mails enviados:</strong> mensagens como a redefinição de senha e as respostas ao
            formulário de contato, com o seu endereço e o conteúdo da mensagem.
          </li>
          <li>
            <strong>Mensagens de contato e suporte:</strong> nome, e-mail, telefone (se informado), assunto, a
            mensagem e os anexos que você escolher enviar.
          </li>
          <li>
            <strong>Contadores de segurança:</strong> para limitar tentativas de login e envios repetidos,
            contamos pedidos por endereço IP (ou por um resumo criptográfico do e-mail) durante alguns
            minutos.
          </li>
          <li>
            <strong>Registros técnicos:</strong> método, caminho, resposta e tempo de cada requisição, sem o
            conteúdo enviado, para manter o serviço funcionando e investigar falhas.
          </li>
        </ul>

        <h2 id="finalidades">Por que tratamos e com qual base legal</h2>
        <p>Cada tratamento se apoia em uma das hipóteses do art. 7º da LGPD:</p>
        <ul>
          <li>
            <strong>Execução de contrato</strong> (art. 7º, V): criar a conta, salvar e gerar seus currículos,
            importar um arquivo, processar o pagamento e liberar o plano Premium.
          </li>
          <li>
            <strong>Cumprimento de obrigação legal</strong> (art. 7º, II): guardar os registros de compra
            exigidos pela legislação fiscal e os registros de acesso exigidos pelo Marco Civil da Internet
            (Lei nº 12.965/2014, art. 15).
          </li>
          <li>
            <strong>Legítimo interesse</strong> (art. 7º, IX): segurança da conta, prevenção de fraude e de
            abuso (contadores de tentativas, lista de sessões) e registros técnicos, sempre no mínimo
            necessário.
          </li>
          <li>
            <strong>Consentimento</strong> (art. 7º, I): cookies que não sejam essenciais e o envio de
            novidades por e-mail. Você pode retirar o consentimento a qualquer momento, na página de{" "}
            <Link to="/cookies">Cookies</Link> ou pelo link em cada e-mail.
          </li>
        </ul>
        <p>
          Currículos costumam conter dados como endereço, telefone e, às vezes, informações sensíveis que você
          decide incluir (por exemplo, uma deficiência, para vagas afirmativas). Eles são usados apenas para
          montar o documento que você pediu.
        </p>

        <h2 id="prazos">Por quanto tempo guardamos</h2>
        <ul>
          <li>
            Conta e currículos: enquanto a conta existir. Ao excluir a conta, eles são apagados na hora.
          </li>
          <li>Sessões: até você sair, encerrar a sessão em Meu Perfil, ou 30 dias sem uso.</li>
          <li>Rascunhos de importação: 7 dias; depois são apagados automaticamente.</li>
          <li>
            Compras: 5 anos após o pagamento, prazo da legislação fiscal e do Código de Defesa do Consumidor;
            depois da exclusão da conta, ficam desvinculadas do seu perfil.
          </li>
          <li>Registros de acesso: 6 meses, como determina o Marco Civil da Internet.</li>
          <li>Contadores de segurança: minutos ou poucas horas.</li>
          <li>Mensagens de contato e suporte: até 2 anos, para dar continuidade ao atendimento.</li>
        </ul>

        <h2 id="compartilhamento">Com quem compartilhamos</h2>
        <p>
          Somente com operadores que tratam dados em nosso nome e sob contrato, para as finalidades acima:
        </p>
        <ul>
          <li>
            <strong>Stripe</strong>, processador de pagamentos: recebe os dados do cartão ou do Pix
            diretamente de você, na página de pagamento dele, e nos informa apenas o resultado da compra.
          </li>
          <li>
            <strong>Provedor de entrega de e-mails</strong>: recebe o endereço e o conteúdo das mensagens que
            o Vitae envia (redefinição de senha, respostas de atendimento).
          </li>
          <li>
            <strong>Provedor de hospedagem</strong>: os servidores e o banco de dados onde o Vitae funciona.
          </li>
        </ul>
        <p>
          Também podemos fornecer dados a autoridades quando houver ordem judicial ou obrigação legal. Não
          vendemos, alugamos ou cedemos dados para fins de marketing de terceiros.
        </p>

        <h2 id="transferencia">Transferência internacional</h2>
        <p>
          Alguns operadores, como a Stripe, processam dados fora do Brasil, inclusive nos Estados Unidos.
          Essas transferências seguem o art. 33 da LGPD e se apoiam em cláusulas contratuais que exigem um
          nível de proteção equivalente ao da lei brasileira.
        </p>

        <h2 id="direitos">Seus direitos e como exercê-los</h2>
        <p>O art. 18 da LGPD garante os direitos abaixo. A maior parte você exerce sozinho, dentro do app:</p>
        <ul>
          <li>
            <strong>Confirmação e acesso:</strong> em <strong>Meu Perfil</strong>, use{" "}
            <strong>Baixar meus dados</strong> para receber um arquivo JSON com a sua conta, sessões,
            currículos e compras.
          </li>
          <li>
            <strong>Correção:</strong> edite seus currículos no painel a qualquer momento; para corrigir nome
            ou e-mail da conta, escreva ao encarregado.
          </li>
          <li>
            <strong>Portabilidade:</strong> o mesmo arquivo JSON pode ser levado a outro serviço; cada
            currículo também pode ser baixado em PDF, DOCX ou TXT.
          </li>
          <li>
            <strong>Eliminação:</strong> em <strong>Meu Perfil</strong>, use{" "}
            <strong>Excluir minha conta</strong>. Conta, sessões e currículos são apagados na hora; restam
            apenas os registros que a lei nos obriga a guardar.
          </li>
          <li>
            <strong>Anonimização, bloqueio, informação sobre compartilhamento e oposição:</strong> escreva ao
            encarregado.
          </li>
          <li>
            <strong>Revogação do consentimento:</strong> na página de <Link to="/cookies">Cookies</Link>, a
            qualquer momento.
          </li>
          <li>
            <strong>Reclamação:</strong> você também pode recorrer à Autoridade Nacional de Proteção de Dados
            (ANPD).
          </li>
        </ul>

        <h2 id="seguranca">Segurança</h2>
        <p>
          Usamos conexão criptografada (HTTPS), senhas guardadas só como hash, cookies de sessão inacessíveis
          a scripts, limites de tentativas e acesso restrito aos servidores. Se acontecer um incidente que
          possa causar risco ou dano relevante, avisaremos você e a ANPD, como pede o art. 48 da LGPD.
        </p>

        <h2 id="menores">Crianças e adolescentes</h2>
        <p>
          O Vitae é feito para quem procura trabalho, inclusive adolescentes a partir de 14 anos em programas
          de Jovem Aprendiz. Menores de 18 anos devem usar o serviço com o conhecimento dos pais ou
          responsáveis.
        </p>

        <h2 id="encarregado">Controlador, encarregado (DPO) e contato</h2>
        <CompanyIdentity facts={COMPANY_FACTS} lead="O controlador dos seus dados pessoais é" />
        {dpoEmail && (
          <p>
            O encarregado pelo tratamento de dados do Vitae{dpoName && <>, {dpoName},</>} atende pelo e-mail{" "}
            <a href={`mailto:${dpoEmail}`}>{dpoEmail}</a>.
          </p>
        )}
        <ExampleDetailsNotice
          facts={COMPANY_FACTS}
          wanted={["legalName", "cnpj", "addressLines", "dpoEmail"]}
        />
        <p>
          Para qualquer pedido sobre os seus dados, você também pode usar a página de{" "}
          <Link to="/contato">Contato</Link>. Respondemos em até 15 dias.
        </p>

        <h2 id="alteracoes">Alterações desta política</h2>
        <p>
          Quando esta política mudar de forma relevante, avisaremos por e-mail ou no próprio app antes de a
          mudança valer. A data da última atualização fica sempre no topo desta página. Veja também os{" "}
          <Link to="/termos-de-uso">Termos de uso</Link>.
        </p>
      </Prose>
    </ContentPage>
  );
}
