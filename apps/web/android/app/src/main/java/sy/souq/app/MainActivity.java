package sy.souq.app;

import com.getcapacitor.BridgeActivity;

public class MainActivity extends BridgeActivity {}
