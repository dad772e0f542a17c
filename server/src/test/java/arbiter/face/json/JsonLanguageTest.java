package arbiter.face.json;

import static org.assertj.core.api.Assertions.assertThat;

import arbiter.event.AnswerEvent;
import arbiter.event.DomainEvent;
import arbiter.event.GameNews;
import arbiter.event.Refusal;
import arbiter.event.Reply;
import arbiter.face.words.Words;
import arbiter.protocol.Event;
import arbiter.protocol.JsonCodec;
import arbiter.protocol.Request;
import java.util.List;
import org.junit.jupiter.api.Test;

/** The JSON face's words in the language its hello named; its fields and codes stay as they are. */
class JsonLanguageTest {

  private static Event first(List<Outgoing> messages) {
    return Outgoing.event(messages.get(0));
  }

  @Test
  void aHelloNamesTheLanguage() throws Exception {
    Request hello = JsonCodec.decodeRequest(
        "{\"type\":\"hello\",\"version\":1,\"client\":\"t\",\"language\":\"fa\"}");
    assertThat(((Request.Hello) hello).language()).isEqualTo("fa");
    Request plain = JsonCodec.decodeRequest("{\"type\":\"hello\",\"version\":1,\"client\":\"t\"}");
    assertThat(((Request.Hello) plain).language()).isNull();
  }

  @Test
  void aRefusalIsWordedInEachLanguageWithTheSameCode() {
    List<DomainEvent> refused = List.of(new AnswerEvent.Refused(Refusal.NOT_YOUR_TURN));
    Event english = first(JsonRenderer.answered(Words.english(), new Reply(null, refused), 1));
    Event russian = first(JsonRenderer.answered(Words.of("ru"), new Reply(null, refused), 1));
    Event persian = first(JsonRenderer.answered(Words.of("fa"), new Reply(null, refused), 1));
    assertThat(english).isEqualTo(new Event.Error(((Event.Error) english).code(),
        "it is not your turn"));
    assertThat(((Event.Error) russian).message()).isEqualTo("сейчас не ваш ход");
    assertThat(((Event.Error) persian).message()).isEqualTo("نوبت شما نیست");
    assertThat(((Event.Error) russian).code()).isEqualTo(((Event.Error) english).code());
  }

  @Test
  void newsIsWordedInTheLanguage() {
    DomainEvent offered = new GameNews.DrawOffered("ali");
    assertThat(first(JsonRenderer.pushed(Words.of("ru"), offered, 1)))
        .isEqualTo(new Event.Notice("ali предлагает ничью: наберите draw, чтобы согласиться",
            "draw_offered"));
  }

  /** A connection's end that keeps the lines written to it. */
  private static arbiter.face.LineSink into(List<String> lines) {
    return new arbiter.face.LineSink() {
      @Override
      public void write(List<String> written) {
        lines.addAll(written);
      }

      @Override
      public void close() {}

      @Override
      public String address() {
        return "test";
      }
    };
  }

  @Test
  void aClientThatNamedNoLanguageReadsItsUsersKeptOneAndAChoiceStands() {
    List<String> lines = new java.util.ArrayList<>();
    arbiter.face.LineSink sink = into(lines);
    List<DomainEvent> refused = List.of(new AnswerEvent.Refused(Refusal.NOT_YOUR_TURN));
    JsonFace plain = new JsonFace(sink);
    plain.speaks("fa");
    plain.answer(new Reply(null, refused));
    JsonFace chose = new JsonFace(sink);
    chose.choose("ru");
    chose.speaks("fa");
    chose.answer(new Reply(null, refused));
    assertThat(lines).hasSize(2);
    assertThat(lines.get(0)).contains("نوبت شما نیست");
    assertThat(lines.get(1)).contains("сейчас не ваш ход");
  }

  /**
   * The errors the face words itself (a line that is not JSON, a request it cannot read) follow
   * the hello's language, as every other answer does; they came in English in a Russian session.
   */
  @Test
  void theFacesOwnErrorsAreWordedInTheHellosLanguage() {
    List<String> lines = new java.util.ArrayList<>();
    arbiter.face.LineSink sink = into(lines);
    JsonFace face = new JsonFace(sink);
    JsonLines reader = new JsonLines(new InOrderAtOnce(), face);
    reader.read("[1,2,3]");
    reader.read("{\"type\":\"hello\",\"version\":2,\"client\":\"t\",\"language\":\"ru\"}");
    reader.read("[1,2,3]");
    reader.read("{\"type\":\"hello\",\"version\":9,\"client\":\"t\"}");
    assertThat(lines).containsExactly(
        "{\"type\":\"error\",\"code\":\"bad_json\","
            + "\"message\":\"this connection speaks JSON: one JSON object per line\"}",
        "{\"type\":\"welcome\",\"version\":2,\"server\":\"arbiter\"}",
        "{\"type\":\"error\",\"code\":\"bad_json\","
            + "\"message\":\"это подключение говорит на JSON: один объект JSON на строку\"}",
        "{\"type\":\"error\",\"code\":\"unsupported_version\","
            + "\"message\":\"этот сервер говорит на версии протокола 2\"}");
  }

  /** A session that runs what must come in order at once, and receives no command. */
  private static final class InOrderAtOnce implements arbiter.session.Conversation {
    @Override
    public java.util.concurrent.CompletableFuture<Void> receive(arbiter.command.Command command) {
      throw new AssertionError("no command expected: " + command);
    }

    @Override
    public void receive(DomainEvent event) {
      throw new AssertionError("no event expected: " + event);
    }

    @Override
    public java.util.concurrent.CompletableFuture<Void> inOrder(Runnable task) {
      task.run();
      return java.util.concurrent.CompletableFuture.completedFuture(null);
    }

    @Override
    public java.util.concurrent.CompletableFuture<Void> speak(arbiter.session.Face face) {
      return java.util.concurrent.CompletableFuture.completedFuture(null);
    }

    @Override
    public void abandon() {}

    @Override
    public java.util.concurrent.CompletableFuture<Void> disconnected() {
      return java.util.concurrent.CompletableFuture.completedFuture(null);
    }

    @Override
    public String formVariant() {
      return "chess";
    }
  }
}
