import de.bwaldvogel.mongo.MongoBackend;
import de.bwaldvogel.mongo.MongoServer;
import de.bwaldvogel.mongo.ServerVersion;
import de.bwaldvogel.mongo.backend.h2.H2Backend;
import de.bwaldvogel.mongo.backend.memory.MemoryBackend;
import de.bwaldvogel.mongo.bson.Document;
import io.netty.channel.Channel;
import java.util.concurrent.CountDownLatch;
import org.h2.mvstore.MVStore;

/**
 * ReRide's embedded database: mongo-java-server on 127.0.0.1.
 *
 * <pre>java -cp &lt;jars&gt;:&lt;this class&gt; EmbeddedMongo &lt;port&gt; memory
 * java -cp ... EmbeddedMongo &lt;port&gt; h2 &lt;file&gt; &lt;cacheMegabytes&gt;</pre>
 *
 * Prints one "ready" line once it listens, so the parent knows when to connect. On SIGTERM or
 * SIGINT the JVM runs the shutdown hook: the server stops and H2 commits and closes its file, so
 * a Ctrl-C keeps every acknowledged write.
 */
public final class EmbeddedMongo {
  public static void main(String[] args) throws Exception {
    if (args.length < 2) {
      System.err.println("usage: EmbeddedMongo <port> memory | <port> h2 <file> <cacheMegabytes>");
      System.exit(2);
    }
    int port = Integer.parseInt(args[0]);
    MongoBackend backend;
    if (args[1].equals("h2")) {
      // H2's default 16 MB page cache falls off a cliff past ~100,000 documents.
      MVStore store =
          new MVStore.Builder().fileName(args[2]).cacheSize(Integer.parseInt(args[3])).open();
      // Commits every 100 ms instead of H2's 1 s: a killed process loses less.
      store.setAutoCommitDelay(100);
      backend = new DurableH2Backend(store);
    } else {
      backend = new MemoryBackend();
    }
    backend.version(ServerVersion.MONGO_5_0);
    MongoServer server = new MongoServer(backend);
    server.bind("127.0.0.1", port);
    CountDownLatch stopped = new CountDownLatch(1);
    Runtime.getRuntime()
        .addShutdownHook(
            new Thread(
                () -> {
                  server.shutdown();
                  backend.close();
                  stopped.countDown();
                }));
    System.out.println("ready " + args[1] + " on 127.0.0.1:" + port);
    System.out.flush();
    stopped.await();
  }

  /** H2 that commits on `fsync`, as MongoDB flushes on it: tests make writes durable before a kill. */
  static final class DurableH2Backend extends H2Backend {
    DurableH2Backend(MVStore store) {
      super(store);
    }

    @Override
    public Document handleCommand(Channel channel, String database, String command, Document query) {
      if (command.equalsIgnoreCase("fsync")) {
        commit();
        Document answer = new Document();
        answer.put("ok", 1.0);
        return answer;
      }
      return super.handleCommand(channel, database, command, query);
    }
  }
}
